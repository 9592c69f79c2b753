import { themePalette } from './theme';

/** The first letter a person reads of the name (a whole grapheme: "गाँ" keeps its marks), upper-cased. */
export function initialOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed)[Symbol.iterator]().next();
  return (first.done ? '' : first.value.segment).toLocaleUpperCase();
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's icon: its initial on the theme colour, as SVG (the favicon itself, and what the server
 * rasterises for the 32 px favicon and the 180 px apple-touch-icon).
 */
export function iconSvg(businessName: string, themeColour: string): string {
  const p = themePalette(themeColour);
  const letter = escapeXml(initialOf(businessName) || '•');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${p.base}"/>` +
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="Inter, 'DejaVu Sans', 'Noto Sans', sans-serif" font-size="38" font-weight="700" fill="${p.on}">${letter}</text>` +
    `</svg>`
  );
}

export const iconDataUrl = (businessName: string, themeColour: string) =>
  `data:image/svg+xml,${encodeURIComponent(iconSvg(businessName, themeColour))}`;
