import escapeStringRegexp from 'escape-string-regexp';
import type { LandingView } from './content';
import { iconDataUrl } from './icon';
import { capitalise } from '../shared/text/case';
import { cutWithEllipsis } from '../shared/text/fit';

/** Meta, Open Graph and JSON-LD (Organization) from the page's stored content. */
export interface LandingMeta {
  title: string;
  description: string;
  url: string;
  /** The share image (og:image): the hero drawn at 1200×628 by the server (landing/share-images.ts). */
  image: { url: string; width: number; height: number; alt: string; type: string };
  /** Favicons: the SVG (inline), the 32 px PNG and the 180 px apple-touch-icon. */
  icons: { svg: string; png32: string; appleTouch: string };
  /** Open Graph's `og:locale` (language_TERRITORY) from the page's language; null when none can be said. */
  ogLocale: string | null;
  jsonLd: string;
}

/** og:image's size: 1.91:1, what Facebook, LinkedIn and WhatsApp show large without cropping. */
export const SHARE_IMAGE = { width: 1200, height: 628 } as const;
/** Search results show about this many characters of a title, and 120–160 of a description. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&` and the JavaScript line
 * separators are escaped so no text (founder-written or not) can close the script element.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
/** How many times a text says a name, whatever its case. */
const count = (text: string, name: string) => text.toLowerCase().split(name.toLowerCase()).length - 1;
/** Separators a title's parts are joined with ("Name — heading", "heading | Name"). */
const EDGE_SEPARATORS = /^[\s|—–\-:·•,]+|[\s|—–\-:·•,]+$/g;

/**
 * The page's `<title>`: what is offered, with the business name once, at most TITLE_MAX characters.
 * The stored title may already name the business (the writer's "Name | heading"): the name is taken
 * out of it and written once in front.
 */
export function pageTitle(view: Pick<LandingView, 'businessName' | 'title' | 'header'>): string {
  const name = clean(view.businessName);
  const withoutName = (text: string) =>
    name
      ? clean(clean(text).replace(new RegExp(escapeStringRegexp(name), 'giu'), ' ')).replace(EDGE_SEPARATORS, '')
      : clean(text);
  // A name that is the first (or last) words of the offer's own phrase ("Alteration pickup and drop" of the name
  // "Alteration Pickup", "Real estate photos & drone, Gold Coast") is said by that phrase whole: taken
  // out, it would leave "— and drop".
  const inPhrase = name
    ? [view.title, view.header].map(clean).find(
        (t) =>
          count(t, name) === 1 &&
          (new RegExp(`${escapeStringRegexp(name)}\\s+(?:&|\\+|and\\b|or\\b|\\p{Ll})`, 'iu').test(t) ||
            // (Or after a word of it: "Doorstep phone repair Chennai" of the name "Phone Repair Chennai",
            // "Bandhan Bengali matchmaking, Kolkata" of "Bengali Matchmaking".)
            new RegExp(`[\\p{L}\\p{N}]\\s+${escapeStringRegexp(name)}(?=$|[\\s,.;:])`, 'iu').test(t)) &&
          t.length <= TITLE_MAX,
      )
    : undefined;
  if (inPhrase) return capitalise(inPhrase);
  const offer = withoutName(view.title) || withoutName(view.header);
  if (!name) return cutWithEllipsis(offer, TITLE_MAX);
  if (!offer) return cutWithEllipsis(name, TITLE_MAX);
  const room = TITLE_MAX - name.length - 3;
  // A name too long to leave room for what is offered is the title alone.
  if (room < 12) return cutWithEllipsis(name, TITLE_MAX);
  return `${name} — ${cutWithEllipsis(offer, room)}`;
}

/** A sentence as written, ending with its own stop (".", "!", "?", "।", "…"), or with "." added. */
function asSentence(text: string): string {
  const t = clean(text);
  if (!t) return '';
  return /[.!?।…。！？]$/u.test(t) ? t : `${t}.`;
}

/**
 * The meta description: the hero's heading, then the line under it, then the page's first facts
 * (the about paragraph and its points, the long description), whole sentences while they fit in
 * DESCRIPTION_MAX characters; when that is under DESCRIPTION_MIN, the next sentence is cut at a
 * whole word with an ellipsis. A page with less to say than DESCRIPTION_MIN is described by all it says.
 */
export function pageDescription(view: LandingView): string {
  const seen = new Set<string>();
  const sentences: string[] = [];
  const add = (text: string) => {
    const segments = [...new Intl.Segmenter(view.locale || 'en', { granularity: 'sentence' }).segment(clean(text))];
    for (const { segment } of segments) {
      const s = asSentence(segment);
      const key = s.toLocaleLowerCase();
      if (s && !seen.has(key)) {
        seen.add(key);
        sentences.push(s);
      }
    }
  };
  add(view.header);
  add(view.subheader);
  add(view.about.paragraph);
  view.about.points.forEach(add);
  view.details.forEach(add);
  view.services.forEach((s) => add(`${s.heading}: ${s.description}`));
  let out = '';
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    if (next.length <= DESCRIPTION_MAX) {
      out = next;
      continue;
    }
    if (out.length < DESCRIPTION_MIN) out = cutWithEllipsis(next, DESCRIPTION_MAX);
    break;
  }
  return out;
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
  const page = `${publicUrl}/p/${encodeURIComponent(view.orderId)}`;
  const url = page;
  const description = pageDescription(view);
  const image = {
    url: `${page}/og.png`,
    ...SHARE_IMAGE,
    alt: clean([view.businessName, view.header].filter(Boolean).join(': ')),
    type: 'image/png',
  };
  const org: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: view.businessName,
    description,
    url,
    logo: `${page}/icon-180.png`,
    image: image.url,
  };
  return {
    title: pageTitle(view),
    description,
    url,
    image,
    icons: {
      svg: iconDataUrl(view.businessName, view.themeColour),
      png32: `${page}/icon-32.png`,
      appleTouch: `${page}/icon-180.png`,
    },
    ogLocale: ogLocale(view.locale),
    jsonLd: jsonForScript(org),
  };
}
