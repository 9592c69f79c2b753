/** Plain-text hygiene for generated copy: no markup, no control or bidi-override characters. */

const TAG = /<\/?[a-zA-Z!?][^>]*>?/g;
// C0/C1 controls except \n and \t, bidi embedding/override/isolate controls, and U+FFFD.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffd]/g;

/** Strip HTML tags and angle brackets, unsafe characters, and collapse whitespace to single spaces. */
export function cleanText(input: string | undefined | null): string {
  if (!input) return '';
  return input
    .normalize('NFC')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(TAG, ' ')
    .replace(/[<>]/g, ' ')
    .replace(UNSAFE, '')
    .replace(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters (UTF-16 units, never splitting a character), cut at a word, with "…". */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  let out = '';
  for (const c of chars) {
    if (out.length + c.length > max - 1) break;
    out += c;
  }
  const lastSpace = out.lastIndexOf(' ');
  if (lastSpace > max * 0.6) out = out.slice(0, lastSpace);
  return out.replace(/[\s,;:.!?-]+$/u, '') + '…';
}

/** Sentences of a text (keeps the end punctuation). */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?。！？]+[.!?。！？]*/gu) ?? []).map((s) => s.trim()).filter((s) => s.length > 1);
}

/** First letter upper case (only when it has a case). */
export function capitalise(text: string): string {
  const [first = '', ...rest] = Array.from(text);
  const upper = first.toLocaleUpperCase('en');
  // Some letters grow when upper-cased ("ß" → "SS", "ᾀ" → "ἈΙ"): keep those as they are.
  return (upper.length === first.length ? upper : first) + rest.join('');
}

/** End a phrase with one full stop (unless it already ends with sentence punctuation). */
export function asSentence(text: string): string {
  const t = text.trim().replace(/[,;:\s-]+$/u, '');
  if (!t) return '';
  return /[.!?…。！？]$/u.test(t) ? capitalise(t) : `${capitalise(t)}.`;
}

/** Title Case for short headings and names (keeps words that already have capitals). */
export function titleCase(text: string): string {
  const small = new Set(
    'a an and as at by for in of on or the to with de del la las el los y en con para por ka ki ke aur se'.split(' '),
  );
  return text
    .split(' ')
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : /[A-Z]/.test(w) ? w : capitalise(w)))
    .join(' ');
}

/** A small stable hash (FNV-1a) so the same idea always gets the same page. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function pick<T>(list: readonly T[], seed: number, salt = 0): T {
  return list[((seed + Math.imul(salt + 1, 2654435761)) >>> 0) % list.length]!;
}

/** Lower-case words made of letters or digits (any script). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}
