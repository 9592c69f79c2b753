import type { LandingView } from './content';

/** Meta, Open Graph and JSON-LD (Organization) from seo_content. */
export interface LandingMeta {
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
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
    jsonLd: jsonForScript(org),
  };
}
