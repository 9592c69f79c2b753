import { franc } from 'franc-min';

/** The languages the writer knows; a page is written in one of them, in its words only. */
export const LOCALES = ['en', 'es', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** franc's ISO 639-3 codes of the languages we have a catalogue for. */
const FRANC: Record<string, Locale> = { eng: 'en', spa: 'es', hin: 'hi' };

/**
 * The language the founder wrote in: by script first (Devanagari is Hindi here), else franc
 * (a well-kept detector, trigram statistics) limited to the languages the writer has words for.
 * Short or unclear text is English, the product's first language.
 */
export function detectLocale(text: string): Locale {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (!letters.length) return 'en';
  const devanagari = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  if (devanagari / letters.length > 0.3) return 'hi';
  if (letters.length < 20) return 'en';
  const code = franc(text, { only: Object.keys(FRANC), minLength: 10 });
  return FRANC[code] ?? 'en';
}
