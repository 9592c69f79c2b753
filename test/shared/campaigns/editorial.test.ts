import { describe, expect, it } from 'vitest';
import {
  adCopyIssues,
  adTextProblems,
  googleTextLength,
  type AdCopyTexts,
  type AdTextKind,
} from '../../../src/shared/campaigns/editorial';

/** [kind, text, index, the one message expected (null: passes)] */
const TABLE: [AdTextKind, string, number, string | null][] = [
  // empty
  ['headline', 'Fresh Veg Weekly', 0, null],
  ['headline', '', 1, 'Headline 2: enter some text'],
  ['description', '   ', 0, 'Description 1: enter some text'],
  // leading / trailing space, double space, line breaks
  ['headline', ' Fresh Veg', 0, 'Headline 1: no space at the start or end'],
  ['long_headline', 'Fresh veg ', 0, 'Long headline 1: no space at the start or end'],
  ['description', 'Fresh  veg', 1, 'Description 2: one space between words'],
  // lengths: headline 30, long headline 90, description 90, business name 25
  ['headline', 'a'.repeat(30), 0, null],
  ['headline', 'a'.repeat(31), 2, 'Headline 3: at most 30 characters (now 31)'],
  ['long_headline', 'a'.repeat(90), 0, null],
  ['long_headline', 'a'.repeat(91), 0, 'Long headline 1: at most 90 characters (now 91)'],
  ['description', 'a'.repeat(90), 0, null],
  ['description', 'a'.repeat(91), 0, 'Description 1: at most 90 characters (now 91)'],
  ['business_name', 'a'.repeat(25), 0, null],
  ['business_name', 'a'.repeat(26), 0, 'Business name: at most 25 characters (now 26)'],
  // Google counts double-width characters twice
  ['headline', '野菜'.repeat(7) + 'ab', 0, null],
  ['headline', '野菜'.repeat(8), 0, 'Headline 1: at most 30 characters (now 32)'],
  // capitals: acronyms of 2-5 letters pass, longer all-caps words do not
  ['headline', 'AI Tutors for the USA', 0, null],
  ['description', 'An NGO and a SaaS for COVID care in the UK', 0, null],
  [
    'headline',
    'Built for HEROES',
    0,
    'Headline 1: "HEROES" is in capital letters; only acronyms of up to 5 letters may be',
  ],
  [
    'description',
    'ALLCAPS deals',
    0,
    'Description 1: "ALLCAPS" is in capital letters; only acronyms of up to 5 letters may be',
  ],
  [
    'business_name',
    'GREENCART',
    0,
    'Business name: "GREENCART" is in capital letters; only acronyms of up to 5 letters may be',
  ],
  // exclamation marks: none in headlines, at most one elsewhere
  ['headline', 'Order Now!', 1, 'Headline 2: no exclamation marks in headlines'],
  ['description', 'Fresh every morning!', 0, null],
  ['long_headline', 'Fresh! Local!', 0, 'Long headline 1: at most one exclamation mark'],
  ['description', 'Fresh! Local! Yours', 1, 'Description 2: at most one exclamation mark'],
  // repeated punctuation
  ['description', 'Really?? Yes', 0, 'Description 1: no repeated punctuation ("??")'],
  ['long_headline', 'Wait.. what', 0, 'Long headline 1: no repeated punctuation ("..")'],
  ['description', 'Fresh, local, yours.', 0, null],
  // phone numbers: 7 or more digits, with spaces, dashes, + or parentheses
  ['description', 'Call +91 98765 43210 today', 0, 'Description 1: no phone numbers in ad text'],
  ['description', 'Call (020) 555-1234', 1, 'Description 2: no phone numbers in ad text'],
  ['long_headline', 'Call 9876543', 0, 'Long headline 1: no phone numbers in ad text'],
  ['description', 'Since 1998, 5000 happy families', 0, null],
  ['description', 'Boxes from ₹499 for 2 people', 0, null],
];

describe('the editorial rules of one text', () => {
  it.each(TABLE)('%s %j (#%i) → %s', (kind, text, index, expected) => {
    expect(adTextProblems(kind, text, index)).toEqual(expected ? [expected] : []);
  });

  it('reports every broken rule of a text, each naming the field', () => {
    const problems = adTextProblems('headline', ' FREE DELIVERY!! ', 3);
    expect(problems).toEqual([
      'Headline 4: no space at the start or end',
      'Headline 4: "DELIVERY" is in capital letters; only acronyms of up to 5 letters may be',
      'Headline 4: no exclamation marks in headlines',
      'Headline 4: no repeated punctuation ("!!")',
    ]);
  });

  it('counts the length the way Google does', () => {
    expect(googleTextLength('Green Cart')).toBe(10);
    expect(googleTextLength('野菜')).toBe(4);
    expect(googleTextLength('café')).toBe(4);
  });
});

describe('the rules of a whole ad', () => {
  const good: AdCopyTexts = {
    business_name: 'Green Cart',
    headlines: ['Fresh Veg Weekly', 'Picked This Morning', 'Pune Farm Boxes'],
    long_headlines: ['Vegetables picked the morning they reach your door in Pune'],
    descriptions: ['A weekly box from farmers near Pune.', 'No cold storage: harvested the day it is delivered.'],
  };

  it('accepts a valid ad', () => {
    expect(adCopyIssues(good)).toEqual([]);
  });

  it('places each problem on its field and position', () => {
    const issues = adCopyIssues({
      ...good,
      headlines: ['Fresh Veg Weekly', 'Order Now!', 'Pune Farm Boxes'],
      descriptions: ['A weekly box from farmers near Pune.', 'Call +91 98765 43210'],
    });
    expect(issues).toEqual([
      {
        field: 'headlines',
        index: 1,
        message: 'Headline 2: no exclamation marks in headlines',
        policy: 'Editorial: punctuation',
      },
      {
        field: 'descriptions',
        index: 1,
        message: 'Description 2: no phone numbers in ad text',
        policy: 'Editorial: phone number in ad text',
      },
    ]);
  });

  it('needs 3 to 15 headlines, 1 to 5 long headlines and 2 to 5 descriptions (Performance Max)', () => {
    const issues = adCopyIssues({
      ...good,
      headlines: [good.headlines[0]!, good.headlines[2]!],
      long_headlines: [],
      descriptions: [good.descriptions[0]!],
    });
    expect(issues.map((i) => i.message)).toEqual([
      'Headlines: 3 to 15 headlines',
      'Long headlines: 1 to 5 long headlines',
      'Descriptions: 2 to 5 descriptions',
    ]);
    const many = (n: number, what: string) => Array.from({ length: n }, (_, i) => `${what} line ${i + 1}`);
    expect(adCopyIssues({ ...good, headlines: [...many(14, 'Veg'), 'Short one'] })).toEqual([]);
    expect(
      adCopyIssues({
        ...good,
        headlines: [...many(15, 'Veg'), 'Short one'],
        long_headlines: many(6, 'Vegetables'),
      }).map((i) => i.message),
    ).toEqual(['Headlines: 3 to 15 headlines', 'Long headlines: 1 to 5 long headlines']);
  });

  it('needs one short headline (15) and one short description (60), as Performance Max does', () => {
    const issues = adCopyIssues({
      ...good,
      headlines: ['Vegetables Picked This Morning', 'Farm Boxes Delivered in Pune', 'Local Farmers Weekly Box'],
      descriptions: ['x'.repeat(61), 'y'.repeat(70)],
    });
    expect(issues.map((i) => i.message)).toEqual([
      'Headlines: at least one headline of 15 characters or fewer',
      'Descriptions: at least one description of 60 characters or fewer',
    ]);
  });

  it('refuses the same headline, long headline or description twice (any case)', () => {
    const issues = adCopyIssues({
      ...good,
      headlines: ['Fresh Veg Weekly', 'fresh veg weekly', 'Pune Farm Boxes'],
      long_headlines: ['Vegetables at your door', 'vegetables at your door'],
      descriptions: ['Same text here.', 'Same text here.'],
    });
    expect(issues).toEqual([
      { field: 'headlines', index: 1, message: 'Headline 2: the same as headline 1' },
      { field: 'long_headlines', index: 1, message: 'Long headline 2: the same as long headline 1' },
      { field: 'descriptions', index: 1, message: 'Description 2: the same as description 1' },
    ]);
  });

  it('checks the business name like the other texts', () => {
    expect(adCopyIssues({ ...good, business_name: '' })).toEqual([
      { field: 'business_name', message: 'Business name: enter some text' },
    ]);
  });
});
