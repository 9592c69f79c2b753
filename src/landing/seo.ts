import type { LandingView } from './content';

/** Meta, Open Graph and JSON-LD (Organization) from seo_content. */
export interface LandingMeta {
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
  /** Open Graph's `og:locale` (language_TERRITORY) from the page's language; null when none can be said. */
  ogLocale: string | null;
  jsonLd: string;
}

export function truncate(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : t.slice(0, max - 1).replace(/\s+\S*$/, '') + '…';
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&` and the JavaScript line
 * separators are escaped so no text (founder-written or not) can close the script element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The territory assumed for a language stored without one (Ideaproof's founders are mostly in India). */
const OG_TERRITORY: Record<string, string> = { en: 'IN', es: 'ES', hi: 'IN' };

/** `og:locale` for a page's `lang`: "es" → es_ES, "en-GB" → en_GB, a language with no known territory → null. */
export function ogLocale(locale: string): string | null {
  const [language = '', region] = locale.split('-');
  const territory =
    region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : OG_TERRITORY[language.toLowerCase()];
  return /^[a-z]{2,3}$/i.test(language) && territory ? `${language.toLowerCase()}_${territory}` : null;
}

export function landingMeta(view: LandingView, publicUrl: string): LandingMeta {
  const url = `${publicUrl}/p/${encodeURIComponent(view.orderId)}`;
  const description = truncate(view.about.paragraph || view.details[0] || view.header, 160);
  const image = view.mainImageUrl ?? view.bgImageUrl;
  const imageUrl = image ? `${publicUrl}${image}` : null;
  const org: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: view.businessName,
    description,
    url,
  };
  if (imageUrl) org.image = imageUrl;
  return {
    title: `${view.businessName} — ${view.title}`,
    description,
    url,
    imageUrl,
    ogLocale: ogLocale(view.locale),
    jsonLd: jsonForScript(org),
  };
}
