// Issue 33, "ads of specific headlines": over the realistic ideas, every ad the built-in writer makes
// (from the answers and the page the app generates for them, as the campaign job does) is within
// Google's limits, opens on the page's hero when it fits, has headlines made of the idea's own key
// phrases (at most two lines that could belong to any business), long headlines that say what is
// offered and are no headline, descriptions that copy no long headline, and a call to action the
// page's form can honour. Three ads are printed with their strength.
import { describe, expect, it } from 'vitest';
import { IDEAS } from '../generation/ideas';
import { builtinAd, builtinPage } from '../../../src/server/generation/writer/builtin';
import { allMessages } from '../../../src/server/generation/writer/messages';
import { adCopyProblems, type AdCopyInput } from '../../../src/shared/campaigns/ad-copy';
import { AD_LIMITS } from '../../../src/shared/campaigns/ad-limits';
import { adStrength, distinctKey, pageWordsOf } from '../../../src/shared/campaigns/ad-strength';
import { callToActionFor, callToActionLabel, FORM_CALLS_TO_ACTION } from '../../../src/shared/campaigns/call-to-action';
import { WRITING_BUDGETS } from '../../../src/shared/contracts/page-plan';
import { ideaAnswersOf } from '../../../src/shared/orders/answers';
import { adTextLength, endsOnFunctionWord, plainText, wordsOf } from '../../../src/shared/text/fit';

/** The AdCopyInput the campaign job builds (src/server/campaigns/content/generate.ts `adCopyInput`) for a page. */
function inputFor(answers: readonly string[]): AdCopyInput {
  const seo = builtinPage(ideaAnswersOf(answers)).seo_content;
  return {
    businessName: seo.business_name,
    answers: ideaAnswersOf(answers),
    title: seo.title,
    header: seo.header,
    about: seo.about_us.paragraph,
  };
}

const lower = (s: string) => wordsOf(plainText(s)).join(' ');
const generic = new Set(allMessages().flatMap(({ messages }) => [...messages.headlines, messages.shortHeadline]).map(lower));

function barProblems(answers: readonly string[]): string[] {
  const input = inputFor(answers);
  const ad = builtinAd(input);
  const p = adCopyProblems(ad);
  const specific = ad.headlines.filter((h) => !generic.has(lower(h)));
  if (ad.headlines.length - specific.length > Math.max(WRITING_BUDGETS.ad.genericHeadlines, AD_LIMITS.headlines.min - specific.length)) {
    p.push(`${ad.headlines.length - specific.length} headlines fit any business`);
  }
  const headlineKeys = new Set(ad.headlines.map(distinctKey));
  for (const l of ad.longHeadlines) {
    if (distinctKey(l) === distinctKey(ad.businessName)) p.push(`long headline "${l}" is the business name`);
    if (headlineKeys.has(distinctKey(l))) p.push(`long headline "${l}" is a headline`);
    if (wordsOf(l).length < 3) p.push(`long headline "${l}" says too little`);
  }
  const longKeys = new Set(ad.longHeadlines.map(distinctKey));
  for (const d of ad.descriptions) if (longKeys.has(distinctKey(d))) p.push(`description "${d}" copies a long headline`);
  const header = input.header!;
  const heroFits = adTextLength(header) <= AD_LIMITS.headlines.maxLength && !endsOnFunctionWord(header);
  if (heroFits && lower(ad.headlines[0]!) !== lower(header)) {
    p.push(`headline 1 "${ad.headlines[0]}" is not the page's header "${header}"`);
  }
  for (const text of [...ad.headlines, ...ad.longHeadlines, ad.businessName]) {
    if (endsOnFunctionWord(text)) p.push(`"${text}" ends on a function word`);
  }
  if (!FORM_CALLS_TO_ACTION.includes(ad.callToAction as never)) p.push(`CTA "${ad.callToAction}" the form cannot honour`);
  return p;
}

function printed(industry: string, answers: readonly string[]): string {
  const input = inputFor(answers);
  const ad = builtinAd(input);
  const strength = adStrength({
    business_name: ad.businessName,
    headlines: ad.headlines,
    long_headlines: ad.longHeadlines,
    descriptions: ad.descriptions,
    page_words: pageWordsOf([input.header, input.title]),
  });
  return [
    `${industry} — ${ad.businessName} · call to action: ${ad.callToAction} · strength: ${strength.level} (${strength.score})`,
    ...ad.headlines.map((h, i) => `  headline ${i + 1}: ${h}`),
    ...ad.longHeadlines.map((h, i) => `  long headline ${i + 1}: ${h}`),
    ...ad.descriptions.map((d, i) => `  description ${i + 1}: ${d}`),
    ...strength.suggestions.map((s) => `  to raise it: ${s}`),
  ].join('\n');
}

describe(`the ads of ${IDEAS.length} realistic ideas meet Google's bar`, () => {
  it.each(IDEAS.map((i) => [i.industry, i.answers] as const))('%s', (_industry, answers) => {
    expect(barProblems(answers)).toEqual([]);
  });

  it('prints three of them', () => {
    const shown = ['pets', 'food', 'retail'].map((industry) => {
      const idea = IDEAS.find((i) => i.industry === industry)!;
      return printed(industry, idea.answers);
    });
    console.log(shown.join('\n\n'));
    expect(shown).toHaveLength(3);
  });

  it('the check catches a boilerplate ad', () => {
    const ad = builtinAd(inputFor(IDEAS[0]!.answers));
    const en = allMessages().find((m) => m.locale === 'en')!.messages;
    const boiler = { ...ad, headlines: [...en.headlines, en.shortHeadline, ...ad.headlines.slice(0, 2)] };
    const specific = boiler.headlines.filter((h) => !generic.has(lower(h)));
    expect(boiler.headlines.length - specific.length).toBeGreaterThan(WRITING_BUDGETS.ad.genericHeadlines);
  });
});

describe('the call to action follows the idea’s intent and is one the form can honour (docs/ad-campaigns.md#call-to-action)', () => {
  it.each([
    ['Sourdough subscription Pune', 'Fresh sourdough delivered every Saturday', 'Sign up'],
    ['TiffinBox: lunches', 'Subscribe weekly and pause any day', 'Sign up'],
    ['Bridal makeup', 'Book a trial, choose your look', 'Contact us'],
    ['Physiotherapy at home', 'A physiotherapist visits three times a week', 'Contact us'],
    ['Solar panels on rent', 'We install panels on your terrace', 'Get quote'],
    ['Kitchen renovation in Pune', 'We renovate kitchens in two weeks', 'Get quote'],
    ['Handloom sarees', 'Each saree is ordered online and shipped from the village', 'Learn more'],
    ['An app that reminds parents', 'The app calls your parent', 'Sign up'],
    ['Weekend coding classes', 'Small groups learn Python', 'Sign up'],
    ['Clases de guitarra', 'Clases de una hora', 'Sign up'],
    ['Plant-based protein bars', '', 'Learn more'],
  ])('%s — %s → %s', (idea, solution, cta) => {
    expect(callToActionFor({ idea, solution, feature: '' })).toBe(cta);
    expect(FORM_CALLS_TO_ACTION).toContain(cta);
  });
});

describe('the drawn call to action speaks the ad’s language (a blind read: a Spanish ad said "Sign up")', () => {
  it('every call to action a form page may use has a Spanish and a Hindi label; English keeps Google’s', () => {
    for (const cta of FORM_CALLS_TO_ACTION) {
      expect(callToActionLabel(cta, 'en')).toBe(cta);
      for (const locale of ['es', 'hi']) expect(callToActionLabel(cta, locale), `${cta} in ${locale}`).not.toBe(cta);
    }
    expect(callToActionLabel('Sign up', 'es-ES')).toBe('Regístrate');
    expect(callToActionLabel('Sign up', undefined)).toBe('Sign up');
  });
});

describe('the business name', () => {
  it('fits 25 characters as a complete name', () => {
    const ad = builtinAd({
      businessName: 'Sourdough Subscription Pune',
      answers: ideaAnswersOf(['Sourdough subscription', '', '', '']),
    });
    expect(ad.businessName).toBe('Sourdough Subscription');
  });
});
