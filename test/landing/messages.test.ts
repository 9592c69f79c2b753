import { describe, expect, it } from 'vitest';
import { applyVariant, storedPrice } from '../../src/shared/contracts/experiments';
import { loadLandingAssets } from '../../src/server/landing/assets';
import { renderLandingPage } from '../../src/server/landing/render';
import type { ContactState } from '../../src/landing/components/contactState';
import { toLandingView } from '../../src/landing/content';
import { fill, LANDING_LOCALES, landingMessagesOf, type LandingMessages } from '../../src/landing/messages';
import { en } from '../../src/landing/messages/en';
import { ogLocale } from '../../src/landing/seo';
import { messagesOf as writerMessagesOf } from '../../src/server/generation/writer/messages';
import { fullLandingPage, hindiLandingPage, minimalLandingPage, spanishLandingPage } from './fixtures';

/**
 * One language per page (docs/product.md "The landing page text"): a page written in Spanish or
 * Hindi has no English word of the template around its text, and the English page is the spec's.
 */

const assets = {
  ...loadLandingAssets('/nonexistent'),
  script: { url: '/p/assets/landing-0123456789ab.js', fileName: 'landing-0123456789ab.js', code: Buffer.from('') },
};
const YEAR = 2026;
const render = (
  landingPage: unknown,
  contact: ContactState = { status: 'idle' },
  priceInterest: 'idle' | 'sent' | 'failed' = 'idle',
) =>
  renderLandingPage({
    orderId: 'order123',
    landingPage,
    assets,
    publicUrl: 'https://ideaproof.example',
    contact,
    priceInterest,
    now: new Date(`${YEAR}-06-01T00:00:00Z`),
  }).html;

/** Every text of a catalogue, by its key path ("contact.send"). */
function leaves(messages: unknown, path = ''): [string, string][] {
  if (typeof messages === 'string') return [[path, messages]];
  return Object.entries(messages as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * What a visitor can read or hear on a page: its text nodes, the labels screen readers say, and
 * the texts handed to the browser script (the forms' `data-text` JSON), each whole and trimmed.
 */
function visibleTexts(html: string): string[] {
  const body = html.replace(/<(script|style)\b[^]*?<\/\1>/g, '');
  const texts = [...body.matchAll(/>([^<]+)</g)].map((m) => decode(m[1]!).trim());
  const labels = [...body.matchAll(/\s(?:aria-label|alt|title)="([^"]*)"/g)].map((m) => decode(m[1]!));
  const scriptTexts = [...body.matchAll(/\sdata-text="([^"]*)"/g)].flatMap((m) =>
    leaves(JSON.parse(decode(m[1]!))).map(([, v]) => v),
  );
  return [...texts, ...labels, ...scriptTexts].filter(Boolean);
}

/**
 * A catalogue's texts as a page shows them, slots filled for `name` (and the price tests' $19);
 * `{max}` stays as written, as the script is handed it.
 */
function shownTexts(messages: LandingMessages, name: string): string[] {
  return leaves(messages)
    .map(([, text]) => fill(text, { name, year: YEAR, price: '$19' }))
    .filter((text) => text.trim() !== '');
}

/**
 * The page in every state it can be drawn in: a price test's section (and its no-JS answers), the
 * contact form's no-JS answers, with none, one and two questions.
 */
function everyState(page: ReturnType<typeof fullLandingPage>): string[] {
  const services = page.seo_content.services;
  const priced = applyVariant(page, {
    prices: (['month', 'year', 'once'] as const)
      .map((period, i) => ({
        amount: 19,
        currency: 'USD' as const,
        period,
        included: Object.values(services)[i]!.heading,
      }))
      .map(storedPrice),
  });
  const question = page.questions.question_1 ?? '';
  const text = landingMessagesOf(page.seo_content.locale ?? 'en');
  return [
    render(priced),
    render(page, { status: 'sent' }),
    render(page, { status: 'failed' }),
    render(page, {
      status: 'invalid',
      values: { name: '', email: 'x' },
      errors: { name: text.form.errors.name, email: text.form.errors.email, policy: text.form.errors.policy },
    }),
    render(priced, { status: 'idle' }, 'sent'),
    render(priced, { status: 'idle' }, 'failed'),
    render({ ...page, questions: { num_questions: 0 } }),
    render({ ...page, questions: { num_questions: 1, question_1: question } }),
    render({ ...page, questions: { num_questions: 2, question_1: question, question_2: question } }),
  ];
}

describe('the landing catalogue', () => {
  it('has every key in every language, each a non-empty text with the same slots as the English one', () => {
    const english = leaves(en);
    for (const locale of LANDING_LOCALES) {
      const texts = leaves(landingMessagesOf(locale));
      expect(
        texts.map(([k]) => k),
        locale,
      ).toEqual(english.map(([k]) => k));
      texts.forEach(([key, text], i) => {
        const [, englishText] = english[i]!;
        // The policy label's words around its link may be empty on one side (where the language puts none).
        if (!/^contact\.agree(Before|After)$/.test(key)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(slots(text), `${locale} ${key}`).toEqual(slots(englishText));
        if (locale !== 'en' && englishText) expect(text, `${locale} ${key} is still English`).not.toBe(englishText);
      });
    }
  });

  it('never says the hero\'s "Learn more" in the words of the writer\'s call to action (two buttons alike)', () => {
    for (const locale of LANDING_LOCALES) {
      expect(landingMessagesOf(locale).learnMore).not.toBe(writerMessagesOf(locale).cta);
      expect(landingMessagesOf(locale).learnMore).not.toBe(landingMessagesOf(locale).defaults.ctaText);
    }
  });

  it('gives English for a language it does not have, and a region does not matter', () => {
    expect(landingMessagesOf('fr')).toBe(en);
    expect(landingMessagesOf('')).toBe(en);
    expect(landingMessagesOf('es-MX')).toBe(landingMessagesOf('es'));
    expect(landingMessagesOf('hi')).not.toBe(en);
  });

  it('says og:locale from the page language', () => {
    expect(ogLocale('en')).toBe('en_IN');
    expect(ogLocale('es')).toBe('es_ES');
    expect(ogLocale('hi')).toBe('hi_IN');
    expect(ogLocale('en-GB')).toBe('en_GB');
    expect(ogLocale('ta')).toBeNull();
  });
});

describe.each([
  ['es', spanishLandingPage],
  ['hi', hindiLandingPage],
])('a page written in %s', (locale, make) => {
  const page = make();
  const name = page.seo_content.business_name;
  const own = landingMessagesOf(locale);
  const html = everyState(page);
  const shown = new Set(html.flatMap(visibleTexts));

  it('shows no English word of the template, in any state', () => {
    const all = html.join('\n');
    for (const text of shownTexts(en, name)) {
      expect(shown.has(text), `English "${text}" on the ${locale} page`).toBe(false);
      // A longer English text is not there as part of another text either.
      if (text.length >= 12) expect(all, `English "${text}" on the ${locale} page`).not.toContain(text);
    }
  });

  it("shows its own language's words: labels, menu, form, terms, footer, prices, the script's messages", () => {
    const missing = shownTexts(own, name).filter((text) => {
      if (shown.has(text)) return false;
      // Shown as part of a text: the "(optional)" mark, the price labels and the policy label's halves.
      return !html.some((h) => decode(h).includes(text));
    });
    // Only the defaults may be missing from a full page (they stand in for missing content, below).
    expect(missing.filter((text) => !Object.values(own.defaults).includes(text))).toEqual([]);
  });

  it('declares its language: <html lang> and og:locale', () => {
    expect(html[0]).toContain(`<html lang="${locale}">`);
    expect(html[0]).toContain(`<meta property="og:locale" content="${ogLocale(locale)}"/>`);
  });

  it("fills missing content with its own language's defaults", () => {
    const empty = minimalLandingPage();
    empty.seo_content.locale = locale;
    const view = toLandingView('x', empty);
    expect([view.businessName, view.title, view.header, view.ctaText]).toEqual([
      own.defaults.businessName,
      own.defaults.title,
      own.defaults.header,
      own.defaults.ctaText,
    ]);
    const emptyPage = visibleTexts(render(empty));
    for (const text of shownTexts(en, own.defaults.businessName)) expect(emptyPage).not.toContain(text);
  });
});

describe('the English page', () => {
  it('keeps the spec texts and says en_IN', () => {
    const [html] = everyState(fullLandingPage());
    for (const text of ['Elevate Your Vision', 'Start Now', 'Share Your Vision', 'Send Message', 'About Us']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('$19 per month');
    expect(html).toContain('$19 per year');
    expect(html).toContain('$19 one-time');
    expect(html).toContain('<meta property="og:locale" content="en_IN"/>');
  });
});
