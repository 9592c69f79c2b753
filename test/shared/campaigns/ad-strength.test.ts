import { describe, expect, it } from 'vitest';
import {
  adStrength,
  distinctCount,
  distinctKey,
  pageWordsOf,
  type AdStrengthInput,
} from '../../../src/shared/campaigns/ad-strength';

/** The founder's answers the ads below are written for. */
const ANSWERS = [
  'Farm-fresh vegetables delivered in Pune',
  'We connect local farmers with apartment residents through a weekly subscription box. Harvested the morning of delivery.',
  'Zero cold storage, picked at dawn, pause any week, no plastic packaging.',
];

/** A specific ad: every line says something about this idea, and Google's recommendations are met. */
const specific: AdStrengthInput = {
  business_name: 'Green Cart',
  headlines: [
    'Farm-Fresh Vegetables in Pune',
    'Weekly Vegetable Box',
    'Picked at Dawn',
    'Zero Cold Storage',
    'Straight From Local Farmers',
    'Harvested the Morning It Ships',
    'Pause Any Week',
    'No Plastic Packaging',
    'Delivered to Your Apartment',
    'Subscription Box for Pune',
    'Local Farmers, Fresh Produce',
  ],
  long_headlines: [
    'Vegetables harvested the morning they reach your door in Pune',
    'A weekly box from local farmers, with zero cold storage',
  ],
  descriptions: [
    'Local farmers pick your vegetables at dawn and deliver them the same morning.',
    'No cold storage and no plastic: just fresh produce in a weekly box.',
    'Pause any week from the app; pay only for the boxes you get.',
    'Apartment residents across Pune get farm-fresh vegetables every week.',
  ],
  page_words: pageWordsOf(['Farm-fresh vegetables delivered in Pune', 'Green Cart']),
  answer_words: pageWordsOf(ANSWERS),
};

/** The boilerplate the issue found: lines any advertiser could run, stubs, and a description that copies a long headline. */
const boilerplate: AdStrengthInput = {
  ...specific,
  headlines: [
    'Green Cart',
    'Farm-Fresh Vegetables in Pune',
    'Weekly Vegetable Box',
    'Share Your View',
    'Tell Us What You Need',
    'Be Among the First',
    'Register Your Interest',
    'Early Access',
    'Join the Waitlist',
    'Learn More Today',
    'Sign Up Now',
    'Get Started Today',
    'Coming Soon',
    'Vegetables',
    'Vegetables Delivered for',
  ],
  long_headlines: ['Be among the first to try something new', 'Farm-fresh vegetables delivered in Pune'],
  descriptions: [
    'Farm-fresh vegetables delivered in Pune',
    'Tell us what you need and we will be in touch.',
    'It is early days.',
    'Register your interest today.',
  ],
};

describe('ad strength (Google’s published criteria for a Performance Max asset group)', () => {
  it('is Excellent when every recommendation is met and every line counts, and says so', () => {
    const s = adStrength(specific);
    expect(s).toMatchObject({ level: 'Excellent', score: 1, suggestions: [], not_counted: [] });
    expect(s.counted).toEqual({ headlines: 11, long_headlines: 2, descriptions: 4 });
  });

  it('does not count generic lines, stubs or a description that copies a long headline: boilerplate is not Good', () => {
    const s = adStrength(boilerplate);
    expect(['Poor', 'Average']).toContain(s.level);
    expect(s.distinct.headlines).toBe(15);
    expect(s.counted.headlines).toBe(3);
    expect(s.not_counted.filter((l) => l.reason === 'generic').map((l) => l.text)).toEqual([
      'Share Your View',
      'Tell Us What You Need',
      'Be Among the First',
      'Register Your Interest',
      'Early Access',
      'Join the Waitlist',
      'Learn More Today',
      'Sign Up Now',
      'Get Started Today',
      'Coming Soon',
      'Be among the first to try something new',
      'Tell us what you need and we will be in touch.',
      'It is early days.',
      'Register your interest today.',
    ]);
    expect(s.not_counted.filter((l) => l.reason === 'stub').map((l) => l.text)).toEqual([
      'Vegetables',
      'Vegetables Delivered for',
    ]);
    expect(s.not_counted.filter((l) => l.reason === 'copy')).toEqual([
      { field: 'description', text: 'Farm-fresh vegetables delivered in Pune', reason: 'copy' },
    ]);
    expect(s.suggestions).toContain(
      "Replace 14 lines that could be any business's (“Share Your View”, “Tell Us What You Need”, “Be Among the First”…) with what only your idea offers: they do not count.",
    );
  });

  it('a specific ad with generic lines added stays Good, not Excellent', () => {
    const s = adStrength({ ...specific, headlines: [...specific.headlines, 'Early Access', 'Share Your View'] });
    expect(s.level).toBe('Good');
    expect(s.counted.headlines).toBe(11);
  });

  it('counts headlines with the same words once (case, order and “the”, “for” do not make them distinct)', () => {
    expect(distinctCount(['Fresh Veg for You', 'you fresh veg', 'FRESH VEG FOR YOU', 'Farm Boxes', ''])).toBe(2);
    expect(distinctKey('The Farm Boxes for Pune')).toBe('box farm pune');
    // (A plural and its singular, a hyphen's parts: one headline.)
    expect(distinctKey('Rent Agreements in Pune')).toBe(distinctKey('Rent Agreement in Pune'));
    expect(distinctKey('All Nannies Are DBS Checked')).toBe(distinctKey('DBS-checked Nannies'));
    expect(distinctKey("Kids' Coding Camp")).toBe(distinctKey('Kids Coding Camp'));
    const repeated = adStrength({
      ...specific,
      headlines: [...specific.headlines.slice(0, 10), 'weekly vegetable box'],
    });
    expect(repeated.counted.headlines).toBe(10);
    expect(repeated.not_counted).toEqual([{ field: 'headline', text: 'weekly vegetable box', reason: 'duplicate' }]);
    expect(repeated.level).toBe('Average');
    expect(repeated.suggestions[0]).toBe(
      'Add 1 more distinct headline: Google recommends 11 or more (1 headline repeats the words of another).',
    );
  });

  it.each<[string, Partial<AdStrengthInput>, string]>([
    ['5 headlines', { headlines: specific.headlines.slice(0, 5) }, 'Average'],
    ['8 headlines', { headlines: specific.headlines.slice(0, 8) }, 'Average'],
    ['one long headline', { long_headlines: specific.long_headlines.slice(0, 1) }, 'Average'],
    ['two descriptions', { descriptions: specific.descriptions.slice(0, 2) }, 'Average'],
    ['no business name', { business_name: '' }, 'Poor'],
    [
      'only the minimum',
      {
        headlines: specific.headlines.slice(0, 3),
        descriptions: specific.descriptions.slice(0, 2),
        long_headlines: specific.long_headlines.slice(0, 1),
      },
      'Poor',
    ],
    ['no long headline', { long_headlines: [] }, 'Poor'],
  ])('%s → %j → %s', (_what, patch, level) => {
    expect(adStrength({ ...specific, ...patch }).level).toBe(level);
  });

  it('says what to add to raise it, most valuable first', () => {
    const thin = adStrength({
      ...specific,
      headlines: ['Green Cart', 'Early Access', 'Share Your View', 'Be the First', 'Vegetables'],
      long_headlines: ['Vegetables picked the morning they reach your door'],
      descriptions: specific.descriptions.slice(0, 2),
    });
    expect(thin.level).toBe('Poor');
    expect(thin.suggestions).toEqual([
      'Add 10 more distinct headlines: Google recommends 11 or more.',
      "Replace 3 lines that could be any business's (“Early Access”, “Share Your View”, “Be the First”) with what only your idea offers: they do not count.",
      'Say more in 1 line that says too little (“Vegetables”): a single word or a phrase cut short does not count.',
      'Add 2 more distinct descriptions: Google recommends 4 or more.',
      'Add 1 more long headline: Google recommends 2 or more.',
      "Use your page's words in 1 more headline (for example “farm-fresh”, “vegetables”, “delivered”), so the ad matches the page.",
    ]);
  });

  it("counts headlines with the page's words (singular or plural), not the business name itself", () => {
    const words = pageWordsOf(['Dog walkers for busy professionals']);
    expect(words).toEqual(['dog', 'walkers', 'busy', 'professionals']);
    const s = adStrength({
      ...specific,
      business_name: 'Dog Walkers',
      headlines: ['Dog Walkers', 'Same walker every time', ...specific.headlines.slice(0, 9)],
      page_words: words,
      answer_words: [],
    });
    expect(s.page_word_headlines).toBe(1);
  });

  it('without the founder’s or the page’s words (ads written before they were kept) no line is judged generic', () => {
    const s = adStrength({ ...boilerplate, page_words: [], answer_words: undefined });
    expect(s.not_counted.some((l) => l.reason === 'generic')).toBe(false);
    expect(adStrength({ ...specific, page_words: [], answer_words: [] }).level).toBe('Excellent');
  });
});
