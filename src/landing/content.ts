import { LANDING_DEFAULTS } from '../shared/contracts/landing';
import { MAX_PRICE_POINTS, priceTag, storedPricePointSchema } from '../shared/contracts/experiments';
import { formatPriceAmount } from '../shared/money';
import { fill, landingMessagesOf, type LandingMessages } from './messages';

/**
 * What the landing page shows, from an order's stored `landing_page` (docs/product.md#data), with the docs/product.md#rules-and-limits
 * defaults for anything missing. Defensive on purpose: stored JSON may be older or partial.
 */
interface LandingCard {
  heading: string;
  description: string;
}
interface WhyUsItem extends LandingCard {
  imageUrl: string | null;
}
interface ServiceItem extends LandingCard {
  icon: string;
}
export interface LandingView {
  orderId: string;
  businessName: string;
  title: string;
  header: string;
  /** The line under the hero's heading (what makes the idea different); '' for none. */
  subheader: string;
  /** The hero's call-to-action text. */
  ctaText: string;
  about: { paragraph: string; points: string[] };
  whyUs: WhyUsItem[];
  services: ServiceItem[];
  mainImageUrl: string | null;
  bgImageUrl: string | null;
  themeColour: string;
  /** The long description, split into paragraphs. */
  details: string[];
  /** Placeholder texts of the extra question inputs, question_1 … question_N. */
  questions: string[];
  /** A running price test's pricing section (one price, or tiers side by side); empty without one. */
  prices: LandingPrice[];
  /** The language of the page's texts (its `lang`); 'en' for pages stored before it was kept. */
  locale: string;
  /** The template's own words in that language (src/landing/messages; English for a language without a catalogue). */
  text: LandingMessages;
}

interface LandingPrice {
  /** As stored with a price click and a lead ("19 USD/month"). */
  tag: string;
  /** As read ("$19 per month"). */
  label: string;
  included: string;
}

/** The pricing section's prices (added by a price test's variant, never part of the stored page). */
function pricesOf(v: unknown, text: LandingMessages): LandingPrice[] {
  if (!Array.isArray(v)) return [];
  return v.slice(0, MAX_PRICE_POINTS).flatMap((raw) => {
    const p = storedPricePointSchema.safeParse(raw);
    if (!p.success) return [];
    const { amount_minor, currency, period, included } = p.data;
    const price = formatPriceAmount(amount_minor, currency);
    return [{ tag: priceTag(p.data), label: fill(text.pricing[period], { price }), included }];
  });
}

const MAX_WHY_US = 4;
const MAX_SERVICES = 6;
const MAX_QUESTIONS = 3;

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const orDefault = (v: unknown, fallback: string): string => str(v) || fallback;

/**
 * Images are shown only from this server (a path such as /media/…): the page makes no request to
 * any other host. Anything else falls back to the placeholder.
 */
export function ownImageUrl(v: unknown): string | null {
  const url = str(v);
  return /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*$/.test(url) && !url.includes('\\') ? url : null;
}

export function themeColour(v: unknown): string {
  const c = str(v);
  return /^#[0-9a-fA-F]{6}$/.test(c) ? c.toLowerCase() : LANDING_DEFAULTS.theme_colour;
}

/** A Font Awesome class as written by people or models ("fa-cog", "fas fa-cog", "fa-solid fa-cog"). */
export function iconName(v: unknown): string {
  const match = /(?:^|\s)fa-([a-z0-9-]{1,40})$/.exec(str(v).toLowerCase());
  const name = match?.[1];
  return name && !['solid', 'regular', 'brands', 'light'].includes(name)
    ? `fa-${name}`
    : LANDING_DEFAULTS.font_awesome_icon;
}

function cards<T>(group: unknown, prefix: string, max: number, extra: (card: Json) => T): (LandingCard & T)[] {
  const g = obj(group);
  const out: (LandingCard & T)[] = [];
  for (let i = 1; i <= max; i++) {
    const card = obj(g[`${prefix}${i}`]);
    const heading = str(card.heading);
    const description = str(card.description);
    // docs/product.md#screens: a card appears only when it has both heading and description.
    if (heading && description) out.push({ heading, description, ...extra(card) });
  }
  return out;
}

/** The language a stored page is written in (`seo_content.locale`), 'en' when it has none or an odd one. */
export function pageLocale(landingPage: unknown): string {
  const locale = str(obj(obj(landingPage).seo_content).locale);
  return /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/u.test(locale) ? locale : 'en';
}

export function toLandingView(orderId: string, landingPage: unknown): LandingView {
  const page = obj(landingPage);
  const seo = obj(page.seo_content);
  const locale = pageLocale(landingPage);
  const text = landingMessagesOf(locale);
  const about = obj(seo.about_us);
  const questions = obj(page.questions);
  const count = Math.min(MAX_QUESTIONS, Math.max(0, Math.trunc(Number(questions.num_questions) || 0)));
  const questionTexts: string[] = [];
  for (let i = 1; i <= count; i++) {
    const q = str(questions[`question_${i}`]);
    if (q) questionTexts.push(q);
  }
  return {
    orderId,
    businessName: orDefault(seo.business_name, text.defaults.businessName),
    title: orDefault(seo.title, text.defaults.title),
    header: orDefault(seo.header, text.defaults.header),
    // Pages stored before the subheader existed show the About paragraph's first sentence, as they did.
    subheader: typeof seo.subheader === 'string' ? str(seo.subheader) : firstSentence(str(about.paragraph)),
    ctaText: orDefault(seo.cta_text, text.defaults.ctaText),
    about: {
      paragraph: str(about.paragraph),
      points: [about.point1, about.point2, about.point3].map(str).filter(Boolean),
    },
    whyUs: cards(seo.why_us, 'point', MAX_WHY_US, (c) => ({ imageUrl: ownImageUrl(c.image_url) })),
    services: cards(seo.services, 'service', MAX_SERVICES, (c) => ({ icon: iconName(c.font_awesome_icon) })),
    mainImageUrl: ownImageUrl(seo.main_image_url),
    bgImageUrl: ownImageUrl(seo.bg_image_url),
    themeColour: themeColour(seo.theme_colour),
    details: str(seo.heavy_description)
      .split(/\r?\n(?:\s*\r?\n)*/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
    questions: questionTexts,
    prices: pricesOf(page.pricing, text),
    locale,
    text,
  };
}

/** The opening sentence of a paragraph, at most `max` characters (cut at a word, with "…"). */
function firstSentence(text: string, max = 180): string {
  if (!text) return '';
  const match = /^.+?[.!?](?=\s|$)/.exec(text);
  const sentence = match ? match[0] : text;
  return sentence.length <= max ? sentence : sentence.slice(0, max - 1).replace(/\s+\S*$/, '') + '…';
}
