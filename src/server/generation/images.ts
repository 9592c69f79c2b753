import sharp from 'sharp';
import type { Db } from '../db/client';
import { fontCanRender, IMAGE_FONT_FAMILY, useShippedFonts } from '../media/fonts';
import { storePng } from '../media/store';
import type { SeoContent } from '../../shared/contracts/landing';
import { shade } from './colour';
import { hash } from './builtin/text';

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Words into at most `maxLines` lines of about `perLine` characters (last line ellipsised). */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    if (line && (line + ' ' + word).length > perLine) {
      lines.push(line);
      line = word;
      if (lines.length === maxLines) break;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (lines.length < maxLines && line) lines.push(line);
  else if (line && lines.length === maxLines) lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[.,;:]?$/, '')}…`;
  return lines.map((l) => (l.length > perLine + 2 ? `${l.slice(0, perLine)}…` : l));
}

function textBlock(lines: string[], x: number, y: number, size: number, fill: string, weight = 700): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.2}" font-family="${IMAGE_FONT_FAMILY}" font-weight="${weight}" font-size="${size}" fill="${fill}">${xml(l)}</text>`,
    )
    .join('');
}

/** Soft circles placed from a seed, so every business gets its own pattern. */
function bubbles(seed: number, w: number, h: number, colours: string[], count: number): string {
  let s = seed || 1;
  const rnd = () => ((s = Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 4294967296;
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = (0.08 + rnd() * 0.22) * Math.min(w, h);
    out += `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${colours[i % colours.length]}" opacity="${(0.12 + rnd() * 0.2).toFixed(2)}"/>`;
  }
  return out;
}

/** Hero background: the theme colour as a deep gradient with soft shapes (the page writes over it). */
export function backgroundSvg(theme: string, seed: number): string {
  const w = 1600;
  const h = 900;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(theme, 0.16)}"/><stop offset="1" stop-color="${shade(theme, 0.3, -10)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${bubbles(seed, w, h, [shade(theme, 0.6), shade(theme, 0.5, -20), shade(theme, 0.7, 15)], 9)}
<path d="M0 ${h * 0.78} C ${w * 0.3} ${h * 0.66}, ${w * 0.6} ${h * 0.95}, ${w} ${h * 0.8} L ${w} ${h} L 0 ${h} Z" fill="${shade(theme, 0.1)}" opacity="0.45"/>
</svg>`;
}

/** About image: a card with the business name (when the shipped font can draw it) over the theme. */
export function mainSvg(theme: string, name: string, seed: number): string {
  const w = 1200;
  const h = 800;
  const lines = fontCanRender(name) ? wrap(name, 16, 2) : [];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${shade(theme, 0.32)}"/><stop offset="1" stop-color="${shade(theme, 0.5, 15)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${bubbles(seed ^ 0x5bd1e995, w, h, [shade(theme, 0.75), shade(theme, 0.85, 15)], 7)}
<rect x="150" y="150" width="900" height="500" rx="36" fill="#ffffff" opacity="0.96"/>
<rect x="150" y="150" width="900" height="18" rx="9" fill="${shade(theme, 0.4)}"/>
<circle cx="270" cy="290" r="62" fill="${shade(theme, 0.45)}"/>
<path d="M244 290 l18 18 l34 -36" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
${textBlock(lines, 370, lines.length > 1 ? 282 : 312, 64, shade(theme, 0.18))}
<rect x="230" y="440" width="740" height="22" rx="11" fill="${shade(theme, 0.9)}"/>
<rect x="230" y="490" width="620" height="22" rx="11" fill="${shade(theme, 0.9)}"/>
<rect x="230" y="540" width="480" height="22" rx="11" fill="${shade(theme, 0.9)}"/>
</svg>`;
}

/**
 * A why-us card image: a gradient near the theme colour, soft shapes and the card's number. The
 * heading is not drawn: the page prints it right under the image.
 */
export function cardSvg(theme: string, index: number, _heading: string, seed: number): string {
  const w = 800;
  const h = 500;
  const hue = [0, -8, 8, -14][index % 4]!;
  const light = [0.4, 0.34, 0.46, 0.3][index % 4]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(theme, light, hue)}"/><stop offset="1" stop-color="${shade(theme, light - 0.14, hue - 4)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${bubbles(seed + index * 7919, w, h, [shade(theme, 0.72, hue), shade(theme, 0.82, hue + 12)], 6)}
<text x="64" y="200" font-family="${IMAGE_FONT_FAMILY}" font-weight="700" font-size="150" fill="#ffffff" opacity="0.5">0${index + 1}</text>
<rect x="64" y="250" width="160" height="14" rx="7" fill="#ffffff" opacity="0.55"/>
<rect x="64" y="284" width="240" height="14" rx="7" fill="#ffffff" opacity="0.35"/>
</svg>`;
}

async function render(db: Db, svg: string, width: number, height: number, orderId: string): Promise<string> {
  useShippedFonts();
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 95 }).toBuffer();
  return (await storePng(db, png, { width, height }, orderId)).url;
}

/** Draw the page's images (hero background, about image, the why-us cards that have text) and fill in their URLs. */
export async function withImages(db: Db, orderId: string, seo: SeoContent): Promise<SeoContent> {
  const seed = hash(`${seo.business_name}|${orderId}`);
  const theme = seo.theme_colour;
  const cards = [seo.why_us.point1, seo.why_us.point2, seo.why_us.point3, seo.why_us.point4];
  const [bg, main, ...cardUrls] = await Promise.all([
    render(db, backgroundSvg(theme, seed), 1600, 900, orderId),
    render(db, mainSvg(theme, seo.business_name, seed), 1200, 800, orderId),
    // An empty card is hidden by the page: it gets no image.
    ...cards.map((c, i) =>
      c.heading && c.description
        ? render(db, cardSvg(theme, i, c.heading, seed), 800, 500, orderId)
        : Promise.resolve(''),
    ),
  ]);
  return {
    ...seo,
    bg_image_url: bg!,
    main_image_url: main!,
    why_us: {
      point1: { ...seo.why_us.point1, image_url: cardUrls[0]! },
      point2: { ...seo.why_us.point2, image_url: cardUrls[1]! },
      point3: { ...seo.why_us.point3, image_url: cardUrls[2]! },
      point4: { ...seo.why_us.point4, image_url: cardUrls[3]! },
    },
  };
}
