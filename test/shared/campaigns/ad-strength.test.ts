import { describe, expect, it } from 'vitest';
import {
  adStrength,
  distinctCount,
  pageWordsOf,
  type AdStrengthInput,
} from '../../../src/shared/campaigns/ad-strength';

const many = (n: number, what: string) => Array.from({ length: n }, (_, i) => `${what} ${i + 1}`);

/** All of Google's recommendations met: 11 distinct headlines (two with the page's words), 2 long headlines, 4 descriptions, a name. */
const excellent: AdStrengthInput = {
  business_name: 'Green Cart',
  headlines: ['Fresh Vegetables Weekly', 'Pune Farm Boxes', ...many(9, 'Picked at dawn')],
  long_headlines: ['Vegetables picked the morning they reach your door', 'Farm boxes from growers near Pune'],
  descriptions: ['A weekly box from farmers.', 'Harvested the day it is delivered.', 'Pause any week.', 'No plastic.'],
  page_words: pageWordsOf(['Fresh vegetables from farms near Pune']),
};

describe('ad strength (Google’s published criteria for a Performance Max asset group)', () => {
  it('is Excellent with every recommendation met, and says so', () => {
    expect(adStrength(excellent)).toMatchObject({ level: 'Excellent', score: 1, suggestions: [] });
  });

  it('counts headlines with the same words once (case, order and “the”, “for” do not make them distinct)', () => {
    expect(distinctCount(['Fresh Veg for You', 'you fresh veg', 'FRESH VEG FOR YOU', 'Farm Boxes', ''])).toBe(2);
    const repeated = adStrength({ ...excellent, headlines: [...excellent.headlines.slice(0, 10), 'pune farm boxes'] });
    expect(repeated.distinct.headlines).toBe(10);
    expect(repeated.level).toBe('Good');
    expect(repeated.suggestions[0]).toBe(
      'Add 1 more distinct headline: Google recommends 11 or more (1 headline repeats the words of another).',
    );
  });

  it.each<[string, Partial<AdStrengthInput>, string]>([
    ['5 headlines', { headlines: excellent.headlines.slice(0, 5) }, 'Average'],
    ['8 headlines', { headlines: excellent.headlines.slice(0, 8) }, 'Good'],
    ['one long headline', { long_headlines: excellent.long_headlines.slice(0, 1) }, 'Good'],
    ['two descriptions', { descriptions: excellent.descriptions.slice(0, 2) }, 'Good'],
    ['no business name', { business_name: '' }, 'Poor'],
    [
      'only the minimum',
      {
        headlines: excellent.headlines.slice(0, 3),
        descriptions: excellent.descriptions.slice(0, 2),
        long_headlines: excellent.long_headlines.slice(0, 1),
      },
      'Poor',
    ],
    ['no long headline', { long_headlines: [] }, 'Poor'],
  ])('%s → %j → %s', (_what, patch, level) => {
    expect(adStrength({ ...excellent, ...patch }).level).toBe(level);
  });

  it('says what to add to raise it, most valuable first', () => {
    const thin = adStrength({
      ...excellent,
      headlines: ['Green Cart', 'Early Access', 'Share Your View', 'Be the First', 'Tell Us'],
      long_headlines: ['Vegetables picked the morning they reach your door'],
      descriptions: excellent.descriptions.slice(0, 2),
    });
    expect(thin.level).toBe('Poor');
    expect(thin.suggestions).toEqual([
      'Add 6 more distinct headlines: Google recommends 11 or more.',
      'Add 2 more distinct descriptions: Google recommends 4 or more.',
      'Add 1 more long headline: Google recommends 2 or more.',
      "Use your page's words in 2 more headlines (for example “fresh”, “vegetables”, “farms”), so the ad matches the page.",
    ]);
  });

  it("counts headlines with the page's words (singular or plural), not the business name itself", () => {
    const words = pageWordsOf(['Dog walkers for busy professionals']);
    expect(words).toEqual(['dog', 'walkers', 'busy', 'professionals']);
    const s = adStrength({
      ...excellent,
      business_name: 'Dog Walkers',
      headlines: ['Dog Walkers', 'Same walker every time', ...many(9, 'Early access')],
      page_words: words,
    });
    expect(s.page_word_headlines).toBe(1);
    // Without the page's words known (ads written before they were kept) the criterion is left out.
    expect(adStrength({ ...excellent, page_words: [] }).level).toBe('Excellent');
  });
});
