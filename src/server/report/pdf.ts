import PDFDocument from 'pdfkit';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../../shared/contracts/analytics';
import type { ReportModel } from './data';
import { TextSetter, type Weight } from './pdf-text';
import { funnelRows, priceTable, variantTable } from './html';
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

const INK = '#0f172a';

/**
 * The decision report as a PDF (pdfkit, no browser): the same model and words as the HTML page,
 * with the charts drawn as vector bars. Text in any script the embedded faces cover (Latin, Cyrillic,
 * Greek, Devanagari, Tamil) is set by TextSetter (pdf-text.ts), in a face that has its glyphs.
 */
export async function renderReportPdf(m: ReportModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${REPORT_TITLE}: ${m.name}`, Creator: 'Ideaproof', Producer: 'Ideaproof' },
  });
  const t = new TextSetter(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const need = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    need(60);
    doc.moveDown(0.8);
    t.paragraph(text, left, width, { size: 13, weight: 'bold', color: INK });
    doc.moveDown(0.3);
  };
  const para = (text: string, options: { muted?: boolean; bold?: boolean; size?: number } = {}) => {
    t.paragraph(text, left, width, {
      size: options.size ?? 10,
      weight: options.bold ? 'bold' : 'regular',
      color: options.muted ? MUTED : INK,
    });
    doc.moveDown(0.3);
  };
  const bars = (rows: { label: string; value: number; note?: string }[]) => {
    const max = Math.max(1, ...rows.map((r) => r.value));
    const labelW = 150;
    const barW = width - labelW - 110;
    for (const r of rows) {
      need(18);
      const y = doc.y;
      const style = { size: 9, weight: 'regular', color: INK } as const;
      t.line(r.label, left, y + 2, labelW - 8, style);
      const w = Math.max(r.value > 0 ? 1.5 : 0, (barW * r.value) / max);
      doc.rect(left + labelW, y + 2, w, 10).fill(ACCENT);
      t.line(`${r.value}${r.note ? ` ${r.note}` : ''}`, left + labelW + w + 5, y + 2, 105, style);
      doc.x = left;
      doc.y = y + 16;
    }
    doc.moveDown(0.3);
  };
  const grid = (head: string[], rows: (string | number)[][]) => {
    const col = width / head.length;
    const row = (cells: (string | number)[], weight: Weight) => {
      need(16);
      const y = doc.y;
      cells.forEach((c, i) => t.line(String(c), left + i * col, y, col - 4, { size: 8.5, weight, color: INK }));
      doc
        .moveTo(left, y + 12)
        .lineTo(left + width, y + 12)
        .lineWidth(0.5)
        .strokeColor('#e2e8f0')
        .stroke();
      doc.x = left;
      doc.y = y + 15;
    };
    // A short table stays on one page.
    if ((rows.length + 1) * 15 < bottom() - doc.page.margins.top) need((rows.length + 1) * 15);
    row(head, 'bold');
    for (const r of rows) row(r, 'regular');
    doc.moveDown(0.3);
  };

  // Title
  t.paragraph(REPORT_TITLE, left, width, { size: 10, weight: 'regular', color: MUTED });
  t.paragraph(m.name, left, width, { size: 20, weight: 'bold', color: INK });
  para(periodLine(m), { muted: true });

  heading('The idea, as the founder wrote it');
  for (const q of m.idea.filter((x) => x.answer.trim())) {
    para(q.question, { muted: true, size: 9 });
    para(q.answer);
  }

  heading('Demand');
  const d = m.demand;
  para(
    `Unique visitors: ${d.visitors}    Leads: ${d.leads}    Conversion: ${pct(m.signal.conversion)}    Visits: ${d.visits}`,
    {
      bold: true,
    },
  );
  para(conversionLine(m));
  para(`Verdict. ${m.signal.verdict}`, { bold: true });

  heading('Visits by day');
  dailyChart(doc, t, m.daily, left, width, need);

  if (m.sources.length) {
    heading('Where the visits came from');
    bars(m.sources.map((s) => ({ label: s.source, value: s.visits })));
    if (m.channels.length)
      para(`Channels: ${m.channels.map((c) => `${c.channel} ${c.visits}`).join(' · ')}`, { muted: true, size: 9 });
  }

  heading('The funnel');
  bars(funnelRows(m));

  if (m.experiment && m.variants.length) {
    heading(`Experiment: ${m.experiment.kind} test`);
    para(
      m.experiment.status === 'running'
        ? 'Still running.'
        : `Stopped${m.experiment.winner ? `; variant ${m.experiment.winner} was published` : ''}.`,
      { muted: true, size: 9 },
    );
    const t = variantTable(m);
    grid(t.head, t.rows);
  }
  if (m.prices.length) {
    heading('Price test: click-through per price');
    const t = priceTable(m);
    grid(t.head, t.rows);
    para('Orders were not open: nothing was ordered or paid.', { muted: true, size: 9 });
  }

  const spend = spendLines(m, 'code');
  heading(`Ad spend and cost per lead${spend?.sandbox ? ' (sandbox)' : ''}`);
  if (spend) {
    para(`Spend: ${spend.spend}`);
    para(`Cost per lead: ${spend.costPerLead}`);
    if (spend.sandbox) para(SANDBOX_NOTE, { muted: true, size: 9 });
  } else para('No ad campaign has reported spend.');

  need(140); // the heading, its sentence and the short table together
  heading('Leads by follow-up');
  para(followUpSentence(m), { bold: true });
  grid(
    ['Status', 'Leads'],
    LEAD_STATUSES.map((s) => [LEAD_STATUS_LABELS[s], m.leadsByStatus[s]]),
  );

  if (m.quotes.length) {
    heading('What people answered');
    for (const q of m.quotes) {
      need(40);
      para(`${q.question} · ${q.date}`, { muted: true, size: 9 });
      para(`“${q.answer}”`);
    }
  }

  heading('Method');
  methodLines().forEach((l, i) => para(`${i + 1}. ${l}`, { size: 9 }));

  doc.end();
  return done;
}

function dailyChart(
  doc: PDFKit.PDFDocument,
  t: TextSetter,
  daily: ReportModel['daily'],
  left: number,
  width: number,
  need: (h: number) => void,
) {
  const H = 110;
  need(H + 24);
  const top = doc.y;
  const max = Math.max(1, ...daily.map((d) => d.visits));
  const n = Math.max(1, daily.length);
  const step = (width - 30) / n;
  const bar = Math.max(0.8, step * 0.75);
  const label = { size: 8, weight: 'regular', color: MUTED } as const;
  t.line(String(max), left, top - 3, 26, { ...label, align: 'right' });
  t.line('0', left, top + H - 6, 26, { ...label, align: 'right' });
  daily.forEach((d, i) => {
    const h = (H * d.visits) / max;
    if (h > 0) doc.rect(left + 30 + i * step + (step - bar) / 2, top + H - h, bar, h).fill(ACCENT);
  });
  doc
    .moveTo(left + 30, top + H)
    .lineTo(left + width, top + H)
    .lineWidth(0.5)
    .strokeColor('#cbd5e1')
    .stroke();
  t.line(daily[0]?.date ?? '', left + 30, top + H + 4, width - 30, label);
  t.line(daily.at(-1)?.date ?? '', left, top + H + 4, width, { ...label, align: 'right' });
  doc.x = left;
  doc.y = top + H + 18;
}
