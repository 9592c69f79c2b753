/**
 * Ad text measured and shortened the way Google Ads counts it (one per character, two for
 * double-width characters), through the one shortening module every generated text uses.
 * Emoji, control characters and line breaks are removed (Google rejects them in ad text).
 */
import { adTextLength, fitText, plainText } from '../../../shared/text/fit';

export { adTextLength };

/** Plain one-line text: no emoji, control or format characters, single spaces, no repeated punctuation. */
const cleanAdText = plainText;

/**
 * Fit a text into `max` (Google's count) as a complete phrase: the whole text, else its first
 * sentence or clause, else the words before a function word; never cut inside a word, never
 * ending on "for", "and", "the"…. `heading` drops end punctuation. '' when no complete phrase
 * fits (`whole`, the default) — the caller then takes another line rather than a fragment.
 */
export function fitAdText(text: string, max: number, heading = true, whole = true): string {
  return fitText(cleanAdText(text), max, { measure: adTextLength, heading, whole });
}


/** Headlines may not contain "!" (Google Ads editorial policy); sentences end without it either. */
export function headlineSafe(text: string): string {
  return text.replace(/!/g, ' ').replace(/\s+/g, ' ').trim();
}
