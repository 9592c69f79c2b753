import type { Locale } from '../locale';
import { en, type Messages } from './en';
import { es } from './es';
import { hi } from './hi';

export type { Messages } from './en';

const CATALOGUE: Record<Locale, Messages> = { en, es, hi };

/** The framing words of a locale (docs/content-writer.md "One language per page"). */
export function messagesOf(locale: Locale): Messages {
  return CATALOGUE[locale];
}

/** Every framing text of every locale (a test reads them). */
export function allMessages(): { locale: Locale; messages: Messages }[] {
  return (Object.keys(CATALOGUE) as Locale[]).map((locale) => ({ locale, messages: CATALOGUE[locale] }));
}

/** A framing text with its {slots} filled. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/gu, (m, k: string) => values[k] ?? m);
}
