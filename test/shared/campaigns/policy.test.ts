import { describe, expect, it } from 'vitest';
import {
  AD_POLICIES,
  MIN_ORIGINAL_WORDS,
  adTextPolicyFindings,
  landingPagePolicyFindings,
  originalWordCount,
  type PolicyEvidence,
  type PolicyTextKind,
} from '../../../src/shared/campaigns/policy';
import { adCopyIssues, type AdCopyTexts } from '../../../src/shared/campaigns/editorial';
import { adStrength } from '../../../src/shared/campaigns/ad-strength';
import { vegetablePage } from '../../server/campaigns/fixtures';

const P = AD_POLICIES;

/** Answers that state a guarantee with its terms, and answers that only say the word. */
const GUARANTEE: PolicyEvidence = {
  answers: [
    'Wedding photography in Jaipur',
    'We deliver the album in 30 days, guaranteed: if it is late you get 20% back.',
    'Drone shots included',
    'When is your wedding?',
  ],
};
const BARE_CLAIM: PolicyEvidence = {
  answers: ['Wedding photography in Jaipur', 'Guaranteed happiness for every couple.', 'Drone shots included', ''],
};

/**
 * [kind, text, evidence, the policies expected (in order; [] passes)]: for each rule one text it
 * refuses and one neighbour it allows.
 */
const TABLE: [PolicyTextKind, string, PolicyEvidence | undefined, string[]][] = [
  // phone numbers
  ['description', 'Call 98765 43210 to book', undefined, [P.phone]],
  ['description', 'Since 1998, 5000 happy families', undefined, []],
  // email addresses and URLs, bare domains too
  ['description', 'Write to hello@acme.in for a quote', undefined, [P.contact]],
  ['headline', 'Visit acme.in Today', undefined, [P.contact]],
  ['headline', 'Order at www.x.com', undefined, [P.contact]],
  ['long_headline', 'See https://acme.example/offer for details', undefined, [P.punctuation, P.contact]],
  ['description', 'Built with Node.js, e.g. for shops in Pune.', undefined, []],
  // superlatives and rank claims: always refused, whatever the answers say
  ['headline', 'Best Tiffins in Pune', GUARANTEE, [P.claim]],
  ['headline', 'No. 1 Dog Walkers', undefined, [P.claim]],
  ['headline', '#1 Bakery in Jaipur', undefined, [P.claim]],
  ['headline', 'The Number One Choice', undefined, [P.claim]],
  ['headline', 'Top-rated Yoga Classes', undefined, [P.claim]],
  ['headline', 'Cheapest Rides in Town', undefined, [P.claim]],
  ['headline', 'Fastest Delivery in Pune', undefined, [P.claim]],
  ['headline', 'Las mejores clases', undefined, [P.claim]],
  ['description', 'शहर में सबसे अच्छा टिफ़िन', undefined, [P.claim]],
  ['headline', 'Better Tiffins for Students', undefined, []],
  ['description', 'Una mejor forma de aprender inglés.', undefined, []],
  ['headline', 'Fast Delivery in Pune', undefined, []],
  // a guarantee: allowed only when the answers state it with its terms
  ['headline', 'Album Guaranteed in 30 Days', GUARANTEE, []],
  ['headline', 'Album Guaranteed in 30 Days', undefined, [P.claim]],
  ['headline', 'Album Guaranteed in 30 Days', BARE_CLAIM, [P.claim]],
  ['description', '100% guaranteed results for your wedding.', undefined, [P.claim]],
  ['description', 'Entrega garantizada en Pune.', undefined, [P.claim]],
  // symbols: emoji, ★ ✓ ™ ® © →, a symbol repeated
  ['headline', 'Fresh Veg Weekly 🥕', undefined, [P.symbols]],
  ['headline', '★ Rated Tiffins', undefined, [P.symbols]],
  ['headline', 'Organic ✓ Local', undefined, [P.symbols]],
  ['headline', 'Green Cart™ Boxes', undefined, [P.symbols]],
  ['description', 'Order → pay → eat.', undefined, [P.symbols]],
  ['headline', 'Save $$ on Veg', undefined, [P.symbols]],
  ['headline', 'Boxes from ₹499, 20% Off', undefined, []],
  ['headline', 'C++ Classes in Pune', undefined, []],
  // others' trademarks
  ['headline', 'WhatsApp Us to Order', undefined, [P.trademark]],
  ['description', 'Also on Swiggy and Zomato.', undefined, [P.trademark, P.trademark]],
  ['headline', 'Rides Cheaper Than Uber', undefined, [P.trademark]],
  ['headline', 'Message Us to Order', undefined, []],
  ['description', 'Surf lessons: catch la ola perfecta.', undefined, []],
  // capitals and punctuation (the editorial rules that were there before, now naming their policy)
  ['headline', 'ORGANIC Veg', undefined, [P.capitals]],
  ['headline', 'AI Tutors for the USA', undefined, []],
  ['headline', 'Order Now!', undefined, [P.punctuation]],
  ['description', 'Order now! Fresh today.', undefined, []],
  ['description', 'Really?? Yes.', undefined, [P.punctuation]],
];

describe('the ad policy of one text (adTextPolicyFindings)', () => {
  it.each(TABLE)('%s %j with evidence %# → %j', (kind, text, evidence, expected) => {
    const findings = adTextPolicyFindings(kind, text, evidence);
    expect(findings.map((f) => f.policy)).toEqual(expected);
    for (const f of findings) expect(f.message).not.toBe('');
  });

  it('names what it found', () => {
    expect(adTextPolicyFindings('headline', 'Best Tiffins in Pune')[0]!.message).toContain('"Best"');
    expect(adTextPolicyFindings('headline', 'WhatsApp Us to Order')[0]!.message).toContain('"WhatsApp"');
    expect(adTextPolicyFindings('description', 'Write to hello@acme.in now')).toEqual([
      { policy: P.contact, message: 'no email addresses in ad text ("hello@acme.in")' },
    ]);
  });
});

describe('one list: adCopyIssues holds the policy findings with their field and policy', () => {
  const good: AdCopyTexts = {
    business_name: 'Green Cart',
    headlines: ['Fresh Veg Weekly', 'Picked This Morning', 'Pune Farm Boxes'],
    long_headlines: ['Vegetables picked the morning they reach your door in Pune'],
    descriptions: ['A weekly box from farmers near Pune.', 'No cold storage: harvested the day it is delivered.'],
  };

  it('labels each finding with its field, and takes the answers as evidence', () => {
    const copy = { ...good, headlines: ['Pune Farm Boxes', 'Best Veg in Pune', 'Delivery Guaranteed'] };
    expect(adCopyIssues(copy)).toEqual([
      {
        field: 'headlines',
        index: 1,
        message:
          'Headline 2: "Best" is a superlative Google allows only with independent proof; say what makes the offer so instead',
        policy: P.claim,
      },
      {
        field: 'headlines',
        index: 2,
        message:
          'Headline 3: "Guaranteed" promises what your answers do not state with its terms (what is guaranteed, and what happens if not)',
        policy: P.claim,
      },
    ]);
    const evidence = { answers: ['Vegetables', 'Delivery by 8 am guaranteed, or the box is free.'] };
    expect(adCopyIssues(copy, evidence).map((i) => i.index)).toEqual([1]);
  });
});

describe('the strength meter agrees with the check', () => {
  const H = [
    'Farm-Fresh Vegetables in Pune',
    'Weekly Vegetable Box',
    'Picked at Dawn',
    'Zero Cold Storage',
    'Straight From Local Farmers',
    'Harvested the Morning It Ships',
    'Pause Any Week',
    'No Plastic Packaging',
    'Pune Farm Vegetables',
    'Seasonal Vegetables Weekly',
    'Farmers Pick at Dawn',
  ];
  const excellent = {
    business_name: 'Green Cart',
    headlines: H,
    long_headlines: [
      'Vegetables harvested the morning they reach your door in Pune',
      'A weekly box of seasonal vegetables straight from local farmers',
    ],
    descriptions: [
      'Local farmers pick your vegetables at dawn and deliver them the same morning.',
      'No cold storage and no plastic: just fresh produce in a weekly box.',
      'Pause or skip any week from your phone.',
      'Seasonal vegetables from farms around Pune.',
    ],
    page_words: ['vegetables', 'pune'],
    answer_words: ['picked', 'dawn', 'cold', 'storage', 'farmers', 'harvested', 'morning', 'pause', 'week', 'plastic'],
  };

  it('an ad with no finding can be Excellent; one finding makes it Average at most, and says why', () => {
    expect(adStrength(excellent).level).toBe('Excellent');
    const withClaim = { ...excellent, headlines: [...H.slice(0, 10), 'Best Vegetables in Pune'] };
    const s = adStrength(withClaim);
    expect(s.level).toBe('Average');
    expect(s.issues.map((i) => i.policy)).toEqual([P.claim]);
    expect(s.suggestions[0]).toBe(
      'Fix 1 problem marked beside the fields: Google would refuse the ad, so it is rated at most Average.',
    );
    const withPhone = {
      ...excellent,
      descriptions: [...excellent.descriptions.slice(0, 3), 'Call 98765 43210 for farms around Pune.'],
    };
    expect(adStrength(withPhone).level).toBe('Average');
  });

  it('a guarantee the answers state keeps the rating; without them it caps it', () => {
    const guaranteed = { ...excellent, headlines: [...H.slice(0, 10), 'Fresh Vegetables Guaranteed'] };
    expect(adStrength(guaranteed).level).toBe('Average');
    const evidence = ['Vegetables in Pune', 'Freshness guaranteed: a full refund for any box that is not fresh.'];
    expect(adStrength({ ...guaranteed, claim_evidence: evidence }).level).toBe('Excellent');
  });
});

describe('the landing page (the final URL)', () => {
  const page = vegetablePage().seo_content;

  it('a live page with enough of the founder’s content passes', () => {
    expect(originalWordCount(page)).toBeGreaterThanOrEqual(MIN_ORIGINAL_WORDS);
    expect(landingPagePolicyFindings({ seo: page, live: true })).toEqual([]);
  });

  it('a page that does not answer is "Destination: not working"', () => {
    expect(landingPagePolicyFindings({ seo: page, live: false }).map((f) => f.policy)).toEqual([P.destination]);
    expect(landingPagePolicyFindings({ seo: null, live: false }).map((f) => f.policy)).toEqual([P.destination]);
  });

  it('a page of a heading and little else is "Destination: insufficient original content"', () => {
    const empty = { heading: '', description: '' };
    const thin = {
      ...page,
      subheader: 'Vegetables delivered',
      about_us: { paragraph: 'Fresh vegetables.', point1: '', point2: '', point3: '' },
      why_us: {
        point1: { ...empty, image_url: '' },
        point2: { ...empty, image_url: '' },
        point3: { ...empty, image_url: '' },
        point4: { ...empty, image_url: '' },
      },
      services: Object.fromEntries(
        Object.keys(page.services).map((k) => [
          k,
          { heading: 'Weekly box', description: '', font_awesome_icon: 'fa-leaf' },
        ]),
      ) as typeof page.services,
    };
    // The subheader and the About paragraph count; a card without a description does not.
    expect(originalWordCount(thin)).toBe(4);
    expect(landingPagePolicyFindings({ seo: thin, live: true })).toEqual([
      {
        policy: P.content,
        message: `Your landing page has 4 words of its own besides its heading; Google wants at least ${MIN_ORIGINAL_WORDS}: add to About or the cards in the page editor`,
      },
    ]);
    // The same text twice counts once.
    const repeated = { ...thin, about_us: { ...thin.about_us, point1: 'Fresh vegetables.' } };
    expect(originalWordCount(repeated)).toBe(4);
  });
});
