import { franc } from 'franc-min';

/** The languages the writer knows; a page is written in one of them, in its words only. */
export type Locale = 'en' | 'es' | 'hi';

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
  const found = FRANC[code] ?? 'en';
  // Trigrams mistake short English for Spanish ("Prices start at Rs 79 per kg"): Spanish needs more
  // of its own function words than English ones.
  if (found === 'es') {
    const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
    const count = (set: ReadonlySet<string>) => words.filter((w) => set.has(w)).length;
    if (count(SPANISH_FUNCTION_WORDS) <= count(ENGLISH_FUNCTION_WORDS)) return 'en';
  }
  return found;
}

const ENGLISH_FUNCTION_WORDS = new Set('the a an and or of to for with in on at by from is are we you our your it this that per every each'.split(' '));
const SPANISH_FUNCTION_WORDS = new Set('el la los las un una unos unas y o de del al para con por en es son que su sus tu tus nuestro nuestra cada'.split(' '));
