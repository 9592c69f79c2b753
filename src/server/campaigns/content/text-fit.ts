/**
 * Ad text measured and cut the way Google Ads counts it: one per character, two for
 * double-width (East Asian wide) characters. Emoji, control characters and line breaks are
 * removed (Google rejects them in ad text).
 */

function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** The length Google Ads counts for a text. */
export function adTextLength(text: string): number {
  let n = 0;
  for (const ch of text) n += isWide(ch.codePointAt(0)!) ? 2 : 1;
  return n;
}

/** Plain one-line text: no emoji, control or format characters, single spaces, no repeated punctuation. */
export function cleanAdText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Extended_Pictographic}|[\p{Cc}\p{Cf}\p{Co}\p{Cs}]|[\u{FE0F}\u{20E3}]/gu, ' ')
    .replace(/([!?.,;:\-–—*~#@&_|/\\])\1+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const TRAILING = /[\s,;:\-–—(/&|]+$/u;

/** Words a cut phrase should not end on ("Harvested the morning of" → "Harvested the morning"). */
const DANGLING = new Set(
  'a an the of to in on at by for with and or but from into our your their its is are was be as that this than so via per'.split(
    ' ',
  ),
);

function dropDangling(text: string): string {
  const words = text.split(' ');
  while (words.length > 1 && DANGLING.has(words[words.length - 1]!.toLowerCase())) words.pop();
  return words.join(' ').replace(TRAILING, '');
}

/**
 * Fit a text into `max` (Google's count), cutting at a word boundary when one is near enough,
 * dropping dangling punctuation. Returns '' when nothing printable is left.
 */
export function fitAdText(text: string, max: number): string {
  const clean = cleanAdText(text);
  if (adTextLength(clean) <= max) return clean.replace(TRAILING, '');
  let out = '';
  let width = 0;
  let lastSpace = -1;
  for (const ch of clean) {
    const w = isWide(ch.codePointAt(0)!) ? 2 : 1;
    if (width + w > max) break;
    if (ch === ' ') lastSpace = out.length;
    out += ch;
    width += w;
  }
  if (lastSpace >= Math.floor(out.length / 2)) out = dropDangling(out.slice(0, lastSpace).replace(TRAILING, ''));
  return out.replace(TRAILING, '').trim();
}

/** First letter upper case (the rest untouched). */
export function capitalise(text: string): string {
  const [first = '', ...rest] = [...text];
  const upper = first.toLocaleUpperCase();
  // Some letters grow when upper-cased ("ß" → "SS"): keep those as they are, so the length holds.
  return (adTextLength(upper) === adTextLength(first) ? upper : first) + rest.join('');
}

/** Headlines may not contain "!" (Google Ads editorial policy); sentences end without it either. */
export function headlineSafe(text: string): string {
  return text.replace(/!/g, '').replace(/\s+/g, ' ').trim();
}
