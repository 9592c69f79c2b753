import type { ReportShareMeta } from './share';
import { escapeHtml as esc } from '../email/templates/escapeHtml';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../../shared/contracts/analytics';
import type { ReportModel } from './data';
import {
  ACCENT,
  conversionLine,
  followUpSentence,
  methodLines,
  MUTED,
  pct,
  periodLine,
  REPORT_TITLE,
  SANDBOX_NOTE,
  spendLines,
} from './text';

/** The report page's own Content-Security-Policy: no script, no outside resource, inline style only. */
export const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Visits per day as columns (drawn on the server: the page needs no script). The bars are an SVG
 * stretched to the width of the screen; the axis labels are text beside it, so they stay legible
 * from a phone to a desktop.
 */
function dailySvg(daily: ReportModel['daily']): string {
  const max = Math.max(1, ...daily.map((d) => d.visits));
  const n = Math.max(1, daily.length);
  const bars = daily
    .map((d, i) => {
      const h = (100 * d.visits) / max;
      return `<rect x="${(i + 0.125).toFixed(3)}" y="${(100 - h).toFixed(2)}" width="0.75" height="${h.toFixed(2)}" fill="${ACCENT}"><title>${esc(d.date)}: ${d.visits} visits</title></rect>`;
    })
    .join('');
  const first = daily[0]?.date ?? '';
  const last = daily.at(-1)?.date ?? '';
  const total = daily.reduce((s, d) => s + d.visits, 0);
  return `<div class="daily"><span class="muted ymax">${max}</span><svg class="bars" viewBox="0 0 ${n} 100" preserveAspectRatio="none" role="img" aria-label="Visits by day: ${total} visits from ${esc(first)} to ${esc(last)}, at most ${max} a day" xmlns="http://www.w3.org/2000/svg"><line x1="0" y1="0" x2="${n}" y2="0" stroke="#e2e8f0" stroke-width="0.5" vector-effect="non-scaling-stroke" stroke-dasharray="3 3"/>${bars}<line x1="0" y1="100" x2="${n}" y2="100" stroke="#cbd5e1" vector-effect="non-scaling-stroke"/></svg><span class="muted ymin">0</span><span class="muted xaxis"><span>${esc(first)}</span><span>${esc(last)}</span></span></div>`;
}

/** Labelled horizontal bars (sources, the funnel): each bar an SVG as wide as the space left. */
function barsSvg(rows: { label: string; value: number; note?: string }[], label: string): string {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return `<ul class="hbars" aria-label="${esc(label)}">${rows
    .map((r) => {
      const w = r.value > 0 ? Math.max(0.5, (100 * r.value) / max) : 0;
      return `<li><span class="hlabel">${esc(r.label)}</span><svg class="hbar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" xmlns="http://www.w3.org/2000/svg"><rect width="${w.toFixed(2)}" height="10" rx="1" fill="${ACCENT}"/></svg><span class="hvalue">${r.value}${r.note ? ` <span class="muted">${esc(r.note)}</span>` : ''}</span></li>`;
    })
    .join('')}</ul>`;
}

function table(head: string[], rows: (string | number)[][], caption: string): string {
  return `<div class="scroll" tabindex="0" role="region" aria-label="${esc(caption)}"><table><caption>${esc(caption)}</caption><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${esc(String(c))}</th>` : `<td>${esc(String(c))}</td>`)).join('')}</tr>`,
    )
    .join('')}</tbody></table></div>`;
}

export function funnelRows(m: ReportModel): { label: string; value: number; note?: string }[] {
  const f = m.funnel;
  const of = (n: number) => (f.visitors > 0 ? `(${pct(n / f.visitors)})` : undefined);
  return [
    { label: 'Unique visitors', value: f.visitors },
    { label: 'Clicked a call to action', value: f.cta_clicks, note: of(f.cta_clicks) },
    { label: 'Started the form', value: f.form_starts, note: of(f.form_starts) },
    { label: 'Sent the form', value: f.submissions, note: of(f.submissions) },
  ];
}

export function variantTable(m: ReportModel): { head: string[]; rows: (string | number)[][] } {
  return {
    head: ['Variant', 'Visitors', 'Leads', 'Price clicks', 'Conversion', 'Beats control', 'Best'],
    rows: m.variants.map((v) => [
      v.variant,
      v.visitors,
      v.leads,
      v.price_clicks,
      pct(v.conversion),
      v.probability_to_beat_control === null ? 'control' : pct(v.probability_to_beat_control),
      pct(v.probability_to_be_best),
    ]),
  };
}

export function priceTable(m: ReportModel): { head: string[]; rows: (string | number)[][] } {
  return {
    head: ['Price', 'Visitors shown', 'Clicked “Choose”', 'Click-through', 'Emails left'],
    rows: m.prices.map((p) => [p.price, p.visitors, p.price_clicks, pct(p.click_through), p.leads]),
  };
}

const STYLE = `
:root{color-scheme:light}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}
header{margin-bottom:8px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 4px;overflow-wrap:anywhere}
h2{font-size:1.1rem;margin:0 0 12px}
.muted{color:${MUTED};font-size:.9rem}
section{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:16px;margin-top:16px}
dl{margin:0}dt{color:${MUTED};font-size:.85rem}dd{margin:0 0 10px;overflow-wrap:anywhere;white-space:pre-wrap}
.kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:12px;margin-bottom:12px}
.kpi{border:1px solid #e2e8f0;border-radius:8px;padding:10px}
.kpi b{display:block;font-size:1.5rem}
.verdict{border-left:4px solid ${ACCENT};padding:8px 12px;background:#eff6ff;margin:0}
.verdict.noise{border-color:#dc2626;background:#fef2f2}.verdict.strong{border-color:#16a34a;background:#f0fdf4}
.verdict.promising{border-color:#ca8a04;background:#fefce8}
.badge{display:inline-block;font-size:.75rem;padding:1px 8px;border-radius:999px;background:#fef3c7;color:#78350f;border:1px solid #fcd34d}
.scroll{overflow-x:auto;background:linear-gradient(to right,#fff 30%,rgba(255,255,255,0)) left center/2rem 100% no-repeat local,linear-gradient(to left,#fff 30%,rgba(255,255,255,0)) right center/2rem 100% no-repeat local,radial-gradient(farthest-side at 0 50%,rgba(15,23,42,.2),rgba(15,23,42,0)) left center/.75rem 100% no-repeat scroll,radial-gradient(farthest-side at 100% 50%,rgba(15,23,42,.2),rgba(15,23,42,0)) right center/.75rem 100% no-repeat scroll}
table{border-collapse:collapse;width:100%;font-size:.9rem}
caption{text-align:left;color:${MUTED};font-size:.85rem;padding-bottom:4px}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e2e8f0;white-space:nowrap}
td{font-variant-numeric:tabular-nums}
blockquote{margin:0 0 12px;padding:8px 12px;border-left:3px solid #cbd5e1;background:#f8fafc}
blockquote p{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
ol.method{padding-left:20px;margin:0}ol.method li{margin-bottom:6px}
footer{margin-top:24px;text-align:center}
.daily{display:grid;grid-template-columns:auto 1fr;grid-template-rows:auto 150px auto auto;column-gap:6px}
.daily .ymax{grid-column:1;grid-row:1/3;align-self:start;font-size:.75rem}
.daily .bars{grid-column:2;grid-row:1/3;width:100%;height:150px;margin-top:.5em}
.daily .ymin{grid-column:1;grid-row:3;font-size:.75rem;margin-top:-.6em}
.daily .xaxis{grid-column:2;grid-row:3;display:flex;justify-content:space-between;font-size:.75rem;margin-top:2px}
.hbars{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.hbars li{display:grid;grid-template-columns:minmax(6rem,32%) 1fr 7.5rem;align-items:center;gap:8px;font-size:.9rem}
.hlabel{overflow-wrap:anywhere}
.hbar{width:100%;height:14px;display:block}
.hvalue{white-space:nowrap;font-variant-numeric:tabular-nums}
@media print{body{background:#fff}section{break-inside:avoid}}
`;

/** What link previews read: the description, Open Graph and the Twitter card (the page stays noindex). */
function shareHead(s: ReportShareMeta): string {
  return [
    `<meta name="description" content="${esc(s.description)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="Ideaproof">`,
    `<meta property="og:title" content="${esc(s.title)}">`,
    `<meta property="og:description" content="${esc(s.description)}">`,
    `<meta property="og:url" content="${esc(s.url)}">`,
    `<meta property="og:image" content="${esc(s.image.url)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${s.image.width}">`,
    `<meta property="og:image:height" content="${s.image.height}">`,
    `<meta property="og:image:alt" content="${esc(s.image.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('\n');
}

/** The report as one HTML page (no script; charts are inline SVG). `noindex`: never in a search engine. */
export function renderReportHtml(m: ReportModel, share?: ReportShareMeta): string {
  const d = m.demand;
  const spend = spendLines(m);
  const answered = m.idea.filter((q) => q.answer.trim());
  const sections: string[] = [];
  // The answer first (issue 34): the demand and its verdict, then the idea it answers.
  sections.push(`<section aria-labelledby="demand"><h2 id="demand">Demand</h2>
<div class="kpis">
<div class="kpi"><span class="muted">Unique visitors</span><b data-testid="report-visitors">${d.visitors}</b></div>
<div class="kpi"><span class="muted">Leads</span><b>${d.leads}</b></div>
<div class="kpi"><span class="muted">Conversion</span><b>${pct(m.signal.conversion)}</b></div>
<div class="kpi"><span class="muted">Visits</span><b>${d.visits}</b></div>
</div>
<p>${esc(conversionLine(m))}</p>
<p class="verdict ${m.signal.level}" data-testid="report-verdict"><strong>Verdict.</strong> ${esc(m.signal.verdict)}</p></section>`);
  sections.push(
    `<section aria-labelledby="idea"><h2 id="idea">The idea, as the founder wrote it</h2><dl>${answered
      .map((q) => `<dt>${esc(q.question)}</dt><dd>${esc(q.answer)}</dd>`)
      .join('')}</dl></section>`,
  );
  sections.push(`<section aria-labelledby="visits"><h2 id="visits">Visits by day</h2>${dailySvg(m.daily)}</section>`);
  if (m.sources.length) {
    sections.push(
      `<section aria-labelledby="sources"><h2 id="sources">Where the visits came from</h2>${barsSvg(
        m.sources.map((s) => ({ label: s.source, value: s.visits })),
        'Visits by source',
      )}${m.channels.length ? `<p class="muted">Channels: ${esc(m.channels.map((c) => `${c.channel} ${c.visits}`).join(' · '))}</p>` : ''}</section>`,
    );
  }
  sections.push(
    `<section aria-labelledby="funnel"><h2 id="funnel">The funnel</h2>${barsSvg(funnelRows(m), 'The funnel')}</section>`,
  );
  if (m.experiment && m.variants.length) {
    const t = variantTable(m);
    const e = m.experiment;
    sections.push(
      `<section aria-labelledby="experiment"><h2 id="experiment">Experiment: ${esc(e.kind)} test</h2><p class="muted">${esc(
        e.status === 'running' ? 'Still running.' : `Stopped${e.winner ? `; variant ${e.winner} was published` : ''}.`,
      )}</p>${table(t.head, t.rows, 'Each variant and its reading')}</section>`,
    );
  }
  if (m.prices.length) {
    const t = priceTable(m);
    sections.push(
      `<section aria-labelledby="prices"><h2 id="prices">Price test: click-through per price</h2>${barsSvg(
        m.prices.map((p) => ({
          label: p.price,
          value: p.price_clicks,
          note: `of ${p.visitors} (${pct(p.click_through)})`,
        })),
        'Clicks on Choose per price',
      )}${table(t.head, t.rows, 'Orders were not open: nothing was ordered or paid')}</section>`,
    );
  }
  sections.push(
    `<section aria-labelledby="ads"><h2 id="ads">Ad spend and cost per lead ${spend?.sandbox ? '<span class="badge">Sandbox</span>' : ''}</h2>${
      spend
        ? `<dl><dt>Spend</dt><dd>${esc(spend.spend)}</dd><dt>Cost per lead</dt><dd>${esc(spend.costPerLead)}</dd></dl>${
            spend.sandbox ? `<p class="muted">${esc(SANDBOX_NOTE)}</p>` : ''
          }`
        : '<p>No ad campaign has reported spend.</p>'
    }</section>`,
  );
  sections.push(
    `<section aria-labelledby="followup"><h2 id="followup">Leads by follow-up</h2><p data-testid="report-follow-up"><strong>${esc(
      followUpSentence(m),
    )}</strong></p>${table(
      ['Status', 'Leads'],
      LEAD_STATUSES.map((s) => [LEAD_STATUS_LABELS[s], m.leadsByStatus[s]]),
      'Where the conversations with the people who wrote stand',
    )}</section>`,
  );
  if (m.quotes.length) {
    sections.push(
      `<section aria-labelledby="answers"><h2 id="answers">What people answered</h2>${m.quotes
        .map(
          (q) =>
            `<blockquote><p class="muted">${esc(q.question)} · ${esc(q.date)}</p><p>“${esc(q.answer)}”</p></blockquote>`,
        )
        .join('')}</section>`,
    );
  }
  sections.push(
    `<section aria-labelledby="method"><h2 id="method">Method</h2><ol class="method">${methodLines()
      .map((l) => `<li>${esc(l)}</li>`)
      .join('')}</ol></section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(share?.title ?? `${REPORT_TITLE}: ${m.name}`)}</title>
${share ? shareHead(share) : ''}
<style>${STYLE}</style>
</head>
<body>
<main>
<header><p class="muted">${esc(REPORT_TITLE)}</p><h1>${esc(m.name)}</h1><p class="muted">${esc(periodLine(m))}</p></header>
${sections.join('\n')}
<footer class="muted">Measured by Ideaproof.</footer>
</main>
</body>
</html>`;
}
