import { en, type LandingMessages } from './en';
import { es } from './es';
import { hi } from './hi';

export type { LandingMessages } from './en';
import { fill } from './fill';

export { fill };

/** The languages the landing template speaks (the writer's languages, src/server/generation/writer/locale.ts). */
export const LANDING_LOCALES = ['en', 'es', 'hi'] as const;
type LandingLocale = (typeof LANDING_LOCALES)[number];

const CATALOGUE: Record<LandingLocale, LandingMessages> = { en, es, hi };

/** The catalogue's language for a page's `lang` ("es", "es-MX" → es); any language without one → en. */
function landingLocaleOf(locale: string): LandingLocale {
  const primary = locale.toLowerCase().split('-')[0] ?? '';
  return (LANDING_LOCALES as readonly string[]).includes(primary) ? (primary as LandingLocale) : 'en';
}

/** The landing template's words for a page's language (English first; unknown languages get English). */
export function landingMessagesOf(locale: string): LandingMessages {
  return CATALOGUE[landingLocaleOf(locale)];
}

/**
 * What the browser script says about the contact form, from the page's catalogue (handed over as
 * JSON in the form's `data-text`). `serverDetail`: the server's JSON answers are in English, so
 * only an English page shows their `detail`; any other says its own words.
 */
export interface ContactClientText {
  sent: string;
  /** What happens next, with the business's name filled in. */
  next: string;
  again: string;
  failed: string;
  tooMany: string;
  errors: LandingMessages['form']['errors'];
  serverDetail: boolean;
}
export interface PriceClientText {
  sent: string;
  failed: string;
  tooMany: string;
  email: string;
  serverDetail: boolean;
}

export function contactClientText(locale: string, businessName: string): ContactClientText {
  const m = landingMessagesOf(locale);
  return { ...m.form, next: fill(m.form.next, { name: businessName }), serverDetail: landingLocaleOf(locale) === 'en' };
}

export function priceClientText(locale: string): PriceClientText {
  const m = landingMessagesOf(locale);
  return {
    sent: m.pricing.sent,
    failed: m.pricing.failed,
    tooMany: m.form.tooMany,
    email: m.form.errors.email,
    serverDetail: landingLocaleOf(locale) === 'en',
  };
}
