import { capitalise } from '../../../shared/text/case';
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
