import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import type { LandingView } from '../../landing/content';
import { iconSvg, initialOf } from '../../landing/icon';
import { SHARE_IMAGE } from '../../landing/seo';
import { themePalette } from '../../landing/theme';

/** The images a landing page links in its `<head>`, under /p/{orderId}/…. */
const SHARE_FILES = ['og.png', 'icon-32.png', 'icon-180.png', 'icon.svg'] as const;
export type ShareFile = (typeof SHARE_FILES)[number];
export const isShareFile = (file: string): file is ShareFile => (SHARE_FILES as readonly string[]).includes(file);

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `text` in lines of at most `perLine` characters (whole words; a word longer than a line is cut),
 * at most `maxLines` of them, the last ending with an ellipsis when text is left over.
 */
function wrapLines(text: string, perLine: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i]!.length > perLine ? words[i]!.slice(0, perLine - 1) + '…' : words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    i = words.length;
  }
  if (i < words.length && lines.length) {
    const last = lines[lines.length - 1]!;
    lines[lines.length - 1] = (last.length + 1 > perLine ? last.replace(/\s*\S+$/, '') : last) + '…';
  }
  return lines;
}

const FONT = "Inter, 'DejaVu Sans', 'Noto Sans', 'Noto Sans Devanagari', sans-serif";

/** The hero's image bytes (a stored /media/{id}.png|jpg), or null. */
async function heroImage(db: Db, view: LandingView): Promise<Buffer | null> {
  const url = view.bgImageUrl ?? view.mainImageUrl;
  const m = url ? /^\/media\/([A-Za-z0-9_-]{16,40})\.(png|jpg)$/.exec(url) : null;
  if (!m) return null;
  const [row] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.id, m[1]!));
  return row ? Buffer.from(row.bytes) : null;
}

/**
 * The share image (og:image), 1200×628: the hero as visitors see it first — its image (darkened)
 * or the theme's colours, the page's initial and name, the hero's heading and the line under it.
 */
async function shareImagePng(db: Db, view: LandingView): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const p = themePalette(view.themeColour);
  const photo = await heroImage(db, view).catch(() => null);
  const ink = photo ? '#ffffff' : p.on;
  const soft = photo ? 'rgba(255,255,255,0.85)' : p.on === '#ffffff' ? 'rgba(255,255,255,0.85)' : 'rgba(0,0,0,0.75)';
  // The largest size at which the heading fits three lines (bold glyphs are about 0.62 em wide).
  const headingText = view.header || view.title || view.businessName;
  const fit = (size: number) => wrapLines(headingText, Math.floor(1040 / (0.62 * size)), 3);
  const headingSize = [68, 60, 52].find((size) => !fit(size).at(-1)?.endsWith('…')) ?? 52;
  const heading = fit(headingSize);
  const sub = wrapLines(view.subheader, 56, 2);
  const headingTop = 250;
  const headingSvg = heading
    .map((line, n) => `<tspan x="80" y="${headingTop + n * headingSize * 1.15}">${escapeXml(line)}</tspan>`)
    .join('');
  const subTop = headingTop + heading.length * headingSize * 1.15 + 20;
  const subSvg = sub.map((line, n) => `<tspan x="80" y="${subTop + n * 44}">${escapeXml(line)}</tspan>`).join('');
  const background = photo
    ? `<rect width="${width}" height="${height}" fill="url(#shade)"/>`
    : `<rect width="${width}" height="${height}" fill="url(#theme)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="theme" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.base}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0f172a" stop-opacity="0.88"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.45"/></linearGradient>
</defs>
${background}
<rect x="80" y="70" width="72" height="72" rx="16" fill="${p.base}" stroke="${photo ? '#ffffff' : p.on}" stroke-opacity="0.35"/>
<text x="116" y="108" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="42" font-weight="700" fill="${p.on}">${escapeXml(initialOf(view.businessName))}</text>
<text x="176" y="118" font-family="${FONT}" font-size="34" font-weight="600" fill="${ink}">${escapeXml(wrapLines(view.businessName, 45, 1)[0] ?? '')}</text>
<text font-family="${FONT}" font-size="${headingSize}" font-weight="800" fill="${ink}">${headingSvg}</text>
<text font-family="${FONT}" font-size="32" fill="${soft}">${subSvg}</text>
</svg>`;
  const base = photo
    ? sharp(photo).resize(width, height, { fit: 'cover' })
    : sharp({ create: { width, height, channels: 3, background: p.base } });
  return base
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The favicon at `size` px (32 for tabs, 180 for the apple-touch-icon), from the SVG icon. */
async function iconPng(view: LandingView, size: number): Promise<Buffer> {
  const svg = iconSvg(view.businessName, view.themeColour);
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** One of SHARE_FILES for this page: its bytes and type. */
export async function shareFile(db: Db, view: LandingView, file: ShareFile): Promise<{ type: string; bytes: Buffer }> {
  if (file === 'og.png') return { type: 'image/png', bytes: await shareImagePng(db, view) };
  if (file === 'icon.svg')
    return { type: 'image/svg+xml', bytes: Buffer.from(iconSvg(view.businessName, view.themeColour)) };
  return { type: 'image/png', bytes: await iconPng(view, file === 'icon-32.png' ? 32 : 180) };
}
