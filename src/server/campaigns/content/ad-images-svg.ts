import { AD_IMAGE_SIZES, type AdImageKind } from '../../../shared/campaigns/ad-limits';
import { IMAGE_FONT_FAMILY } from '../../media/fonts';

/** What the ad images show. */
export interface AdImageText {
  businessName: string;
  headline: string;
  description: string;
  callToAction: string;
  /** Brand colour (#rrggbb), e.g. the landing page's theme colour. */
  colour: string;
}

const FONT = `${IMAGE_FONT_FAMILY}, sans-serif`;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Average advance of an Inter glyph, in em: enough to wrap without measuring. */
const EM = { regular: 0.55, bold: 0.6 } as const;

/** Words wrapped into at most `maxLines` lines of about `maxWidth` px; the last line gets "…" when cut. */
function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number, bold = false): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * (bold ? EM.bold : EM.regular))));
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while ([...word].length > perLine) {
      // A word longer than a line is broken by characters.
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push([...word].slice(0, perLine).join(''));
      word = [...word].slice(perLine).join('');
    }
    const candidate = line ? `${line} ${word}` : word;
    if ([...candidate].length <= perLine) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = [...kept[maxLines - 1]!];
    kept[maxLines - 1] = `${last
      .slice(0, Math.max(1, perLine - 1))
      .join('')
      .replace(/[\s,.;:-]+$/, '')}…`;
    return kept;
  }
  return lines;
}

/** The largest font size (from `sizes`) at which `text` fits in `maxLines` lines. */
function fitFont(text: string, sizes: number[], maxWidth: number, maxLines: number, bold: boolean) {
  for (const size of sizes) {
    const lines = wrapText(text, size, maxWidth, Number.MAX_SAFE_INTEGER, bold);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  return { size, lines: wrapText(text, size, maxWidth, maxLines, bold) };
}

function rgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const n = m ? parseInt(m[1]!, 16) : 0x1f4e79;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** A background dark enough for white text (contrast ≥ 4.5:1), keeping the brand's hue. */
function darkBackground(colour: string): { from: string; to: string } {
  let c = rgb(colour);
  for (let i = 0; i < 40 && (1.05 / (luminance(c) + 0.05) < 4.5 || luminance(c) < 0.005); i++) {
    c = luminance(c) < 0.005 ? [c[0] + 20, c[1] + 30, c[2] + 45] : [c[0] * 0.85, c[1] * 0.85, c[2] * 0.85];
  }
  return { from: toHex(c), to: toHex([c[0] * 0.55, c[1] * 0.55, c[2] * 0.55]) };
}

/** Up to two initials of the business name ("Green Cart" → "GC"). */
function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.slice(0, 2).map((w) => [...w][0]!.toLocaleUpperCase());
  return letters.join('') || '•';
}

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`)
    .join('');
}

function frame(width: number, height: number, colour: string, body: string): string {
  const bg = darkBackground(colour);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg.from}"/>` +
    `<stop offset="1" stop-color="${bg.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<g font-family="${FONT}" fill="#ffffff">${body}</g></svg>`
  );
}

function ctaPill(x: number, y: number, size: number, label: string, colour: string): string {
  if (!label) return '';
  const w = Math.ceil([...label].length * size * EM.bold + size * 1.6);
  const h = Math.round(size * 2.1);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="#ffffff"/>` +
    `<text x="${x + w / 2}" y="${y + h / 2 + size * 0.36}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${darkBackground(colour).from}">${escapeXml(label)}</text>`
  );
}

function landscape(t: AdImageText): string {
  const { width, height } = AD_IMAGE_SIZES.landscape;
  const pad = 72;
  const textWidth = 780;
  const head = fitFont(t.headline, [64, 56, 48, 42], textWidth, 3, true);
  const desc = wrapText(t.description, 28, textWidth, 2);
  const headY = 200;
  const descY = headY + head.lines.length * head.size * 1.15 + 24;
  return frame(
    width,
    height,
    t.colour,
    `<circle cx="1080" cy="110" r="260" fill="#ffffff" fill-opacity="0.07"/>` +
      `<circle cx="1010" cy="560" r="170" fill="#ffffff" fill-opacity="0.05"/>` +
      `<text x="${pad}" y="110" font-size="34" font-weight="700" fill-opacity="0.9">${escapeXml(t.businessName)}</text>` +
      textLines(head.lines, pad, headY, head.size, head.size * 1.15, 'font-weight="700"') +
      textLines(desc, pad, descY, 28, 38, 'fill-opacity="0.85"') +
      ctaPill(pad, Math.min(height - 100, descY + (desc.length - 1) * 38 + 36), 30, t.callToAction, t.colour),
  );
}

function square(t: AdImageText): string {
  const { width, height } = AD_IMAGE_SIZES.square;
  const pad = 96;
  const textWidth = width - pad * 2;
  const head = fitFont(t.headline, [92, 80, 68, 60], textWidth, 4, true);
  const desc = wrapText(t.description, 40, textWidth, 3);
  const headY = 420;
  const descY = headY + head.lines.length * head.size * 1.15 + 40;
  return frame(
    width,
    height,
    t.colour,
    `<circle cx="1050" cy="150" r="330" fill="#ffffff" fill-opacity="0.07"/>` +
      `<circle cx="120" cy="1130" r="220" fill="#ffffff" fill-opacity="0.05"/>` +
      `<text x="${pad}" y="200" font-size="48" font-weight="700" fill-opacity="0.9">${escapeXml(t.businessName)}</text>` +
      textLines(head.lines, pad, headY, head.size, head.size * 1.15, 'font-weight="700"') +
      textLines(desc, pad, descY, 40, 54, 'fill-opacity="0.85"') +
      ctaPill(pad, Math.max(descY + (desc.length - 1) * 54 + 60, height - 200), 44, t.callToAction, t.colour),
  );
}

function monogram(cx: number, cy: number, r: number, t: AdImageText): string {
  const letters = initials(t.businessName);
  const size = Math.round(r * (letters.length > 1 ? 0.9 : 1.1));
  if (letters === '•') {
    // Nothing drawable in the name: a plain mark instead of letters.
    return (
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.45)}" fill="${darkBackground(t.colour).from}"/>`
    );
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff"/>` +
    `<text x="${cx}" y="${cy + size * 0.36}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${darkBackground(t.colour).from}">${escapeXml(letters)}</text>`
  );
}

function logo(t: AdImageText): string {
  const { width, height } = AD_IMAGE_SIZES.logo;
  const name = fitFont(t.businessName, [110, 96, 84, 72, 64], width - 340, 1, true);
  return frame(
    width,
    height,
    t.colour,
    monogram(170, height / 2, 100, t) +
      `<text x="310" y="${height / 2 + name.size * 0.36}" font-size="${name.size}" font-weight="700">${escapeXml(name.lines[0] ?? '')}</text>`,
  );
}

function squareLogo(t: AdImageText): string {
  const { width, height } = AD_IMAGE_SIZES.square_logo;
  return frame(width, height, t.colour, monogram(width / 2, height / 2, 380, t));
}

/** The SVG source of each ad image, at its exact pixel size. */
export function adImageSvg(kind: AdImageKind, t: AdImageText): string {
  switch (kind) {
    case 'landscape':
      return landscape(t);
    case 'square':
      return square(t);
    case 'logo':
      return logo(t);
    case 'square_logo':
      return squareLogo(t);
  }
}
