import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../../shared/contracts/analytics';
import type { ReportModel } from './data';
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

const require = createRequire(import.meta.url);
/** Inter (the product's typeface, @fontsource/inter), embedded: the PDF reads the same everywhere. */
const FONT = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};
const INK = '#0f172a';

/**
 * The decision report as a PDF (pdfkit, no browser): the same model and words as the HTML page,
 * with the charts drawn as vector bars.
 */
export async function renderReportPdf(m: ReportModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${REPORT_TITLE}: ${m.name}`, Creator: 'Ideaproof', Producer: 'Ideaproof' },
  });
  doc.registerFont('regular', FONT.regular);
  doc.registerFont('bold', FONT.bold);
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
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor(INK).text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const para = (text: string, options: { muted?: boolean; bold?: boolean; size?: number } = {}) => {
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.muted ? MUTED : INK)
      .text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const bars = (rows: { label: string; value: number; note?: string }[]) => {
    const max = Math.max(1, ...rows.map((r) => r.value));
    const labelW = 150;
    const barW = width - labelW - 110;
    for (const r of rows) {
      need(18);
      const y = doc.y;
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(INK)
        .text(r.label, left, y + 2, { width: labelW - 8, lineBreak: false, ellipsis: true });
      const w = Math.max(r.value > 0 ? 1.5 : 0, (barW * r.value) / max);
      doc.rect(left + labelW, y + 2, w, 10).fill(ACCENT);
      doc.fillColor(INK).text(`${r.value}${r.note ? ` ${r.note}` : ''}`, left + labelW + w + 5, y + 2, {
        width: 105,
        lineBreak: false,
      });
      doc.x = left;
      doc.y = y + 16;
    }
    doc.moveDown(0.3);
  };
  const grid = (head: string[], rows: (string | number)[][]) => {
    const col = width / head.length;
    const row = (cells: (string | number)[], font: 'regular' | 'bold') => {
      need(16);
      const y = doc.y;
      cells.forEach((c, i) =>
        doc
          .font(font)
          .fontSize(8.5)
          .fillColor(INK)
          .text(String(c), left + i * col, y, { width: col - 4, lineBreak: false, ellipsis: true }),
      );
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
  doc.font('regular').fontSize(10).fillColor(MUTED).text(REPORT_TITLE, left, doc.y, { width });
  doc.font('bold').fontSize(20).fillColor(INK).text(m.name, { width });
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
  dailyChart(doc, m.daily, left, width, need);

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
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text(String(max), left, top - 3, { width: 26, align: 'right', lineBreak: false });
  doc.text('0', left, top + H - 6, { width: 26, align: 'right', lineBreak: false });
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
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text(daily[0]?.date ?? '', left + 30, top + H + 4, { lineBreak: false });
  doc.text(daily.at(-1)?.date ?? '', left, top + H + 4, { width, align: 'right', lineBreak: false });
  doc.x = left;
  doc.y = top + H + 18;
}
