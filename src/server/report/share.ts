import sharp from 'sharp';
import type { ReportModel } from './data';
import { pct, REPORT_TITLE } from './text';
import { cutWithEllipsis } from '../../shared/text/fit';

/** What a link preview (WhatsApp, LinkedIn, Slack) shows of a shared report. */
export interface ReportShareMeta {
  title: string;
  description: string;
  url: string;
  image: { url: string; width: number; height: number; alt: string };
}

const REPORT_IMAGE = { width: 1200, height: 628 } as const;
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const numbers = (m: ReportModel) =>
  `${m.demand.visitors} unique visitors, ${m.demand.leads} leads, ${pct(m.signal.conversion)} conversion`;

/** The shared report's title, description and image (`url`: the report's own link). */
export function reportShareMeta(m: ReportModel, url: string): ReportShareMeta {
  const title = cutWithEllipsis(`${REPORT_TITLE}: ${m.name}`, TITLE_MAX);
  const description = cutWithEllipsis(`${numbers(m)}. ${m.signal.verdict}`, DESCRIPTION_MAX);
  return {
    title,
    description,
    url,
    image: { url: `${url}/og.png`, ...REPORT_IMAGE, alt: `${REPORT_TITLE} for ${clean(m.name)}: ${numbers(m)}` },
  };
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LEVEL_COLOUR: Record<string, string> = { strong: '#16a34a', promising: '#ca8a04', noise: '#dc2626' };

/** The report's share image, 1200×628: its name, the three numbers and the verdict's first words. */
export async function reportSharePng(m: ReportModel): Promise<Buffer> {
  const { width, height } = REPORT_IMAGE;
  const font = "Inter, 'DejaVu Sans', 'Noto Sans', sans-serif";
  const accent = LEVEL_COLOUR[m.signal.level] ?? '#2563eb';
  const kpis = [
    ['Unique visitors', String(m.demand.visitors)],
    ['Leads', String(m.demand.leads)],
    ['Conversion', pct(m.signal.conversion)],
  ];
  const kpiSvg = kpis
    .map(([label, value], i) => {
      const x = 80 + i * 350;
      return `<rect x="${x}" y="260" width="320" height="150" rx="16" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>
<text x="${x + 28}" y="310" font-family="${font}" font-size="28" fill="#475569">${escapeXml(label!)}</text>
<text x="${x + 28}" y="380" font-family="${font}" font-size="60" font-weight="800" fill="#0f172a">${escapeXml(value!)}</text>`;
    })
    .join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#f8fafc"/>
<rect width="${width}" height="14" fill="${accent}"/>
<text x="80" y="110" font-family="${font}" font-size="30" font-weight="600" fill="#475569">${escapeXml(REPORT_TITLE)}</text>
<text x="80" y="190" font-family="${font}" font-size="62" font-weight="800" fill="#0f172a">${escapeXml(cutWithEllipsis(m.name, 32))}</text>
${kpiSvg}
<rect x="80" y="450" width="8" height="100" fill="${accent}"/>
<text x="112" y="492" font-family="${font}" font-size="32" fill="#0f172a">${escapeXml(cutWithEllipsis(m.signal.verdict, 58))}</text>
<text x="112" y="540" font-family="${font}" font-size="26" fill="#475569">Measured by Ideaproof</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
