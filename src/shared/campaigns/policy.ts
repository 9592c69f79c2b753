import type { SeoContent } from '../contracts/landing';
import { wordsOf } from '../text/fit';

/**
 * Google Ads policy checks of an ad's texts and of its landing page (docs/ad-campaigns.md#ad-policy),
 * the one home of these rules: the review dialog shows them beside each field, the server refuses
 * a save or a payment with them (through `adCopyIssues` in editorial.ts, which includes every
 * finding of `adTextPolicyFindings`), and the writer can ask per text. Each finding names the
 * Google policy it stands for. Messages here have no field label; editorial.ts adds it.
 */

/** The policies a finding names (Google Ads policy centre: Editorial, Misrepresentation, Trademarks, Destination requirements). */
export const AD_POLICIES = {
  phone: 'Editorial: phone number in ad text',
  contact: 'Editorial: email address or URL in ad text',
  claim: 'Misrepresentation: unsubstantiated superlative or claim',
  symbols: 'Editorial: symbols',
  capitals: 'Editorial: capitalisation',
  punctuation: 'Editorial: punctuation',
  trademark: 'Trademarks',
  content: 'Destination: insufficient original content',
  destination: 'Destination: not working',
} as const;
export type AdPolicy = (typeof AD_POLICIES)[keyof typeof AD_POLICIES];

/** One way a text or page breaks a Google Ads policy. */
export interface PolicyFinding {
  policy: AdPolicy;
  /** What is wrong, without the field's label ("no phone numbers in ad text"). */
  message: string;
}

/**
 * What the founder said that can back a claim: the order's answers (idea, solution, unique
 * feature, question), as plain texts. Only claims in `BACKABLE_CLAIMS` can be backed.
 */
export interface PolicyEvidence {
  answers: readonly string[];
}

/** The kinds of ad text (the same as editorial.ts's `AdTextKind`; repeated here so this module imports nothing of it). */
export type PolicyTextKind = 'headline' | 'long_headline' | 'description' | 'business_name';

// ---------------------------------------------------------------------------------------------
// Word lists (written once; per language where a language says it differently)
// ---------------------------------------------------------------------------------------------

/** Not a letter, digit or combining mark before / after: a whole word in any script. */
const B = '(?<![\\p{L}\\p{N}\\p{M}])';
const E = '(?![\\p{L}\\p{N}\\p{M}])';
const whole = (alternatives: readonly string[], flags = 'iu') =>
  new RegExp(`${B}(?:${alternatives.join('|')})${E}`, flags);

/**
 * Superlatives and rank claims Google accepts only with third-party proof on the page (its
 * Misrepresentation policy, "unsubstantiated claims"). The founder's own answers are not
 * third-party proof, so these are always refused. Patterns are regular-expression sources,
 * matched as whole words, case-insensitive.
 */
const SUPERLATIVES: Readonly<Record<'en' | 'es' | 'hi', readonly string[]>> = {
  en: [
    'best',
    'greatest',
    'cheapest',
    'fastest',
    'top[- ]rated',
    'number (?:one|1)',
    'no\\.? ?1',
    "world[’']?s? (?:leading|best|first)",
    'lowest prices?',
    'unbeatable',
  ],
  // "mejor" is also "better" ("una mejor forma"): the superlative has an article or a possessive.
  es: [
    '(?:el|la|los|las|lo|tu|su|sus|tus|nuestr[oa]s?) mejor(?:es)?',
    'n[úu]mero uno',
    'n[º°o]\\.? ?1',
    '(?:el|la|los|las) m[áa]s barat[oa]s?',
    'm[áa]s r[áa]pid[oa]s? (?:de|del)',
  ],
  hi: ['सबसे अच्छ[ाेी]', 'सबसे सस्त[ाेी]', 'सर्वश्रेष्ठ', 'नंबर (?:1|वन)'],
};
/** "#1" (a symbol, so not a whole word): matched on its own. */
const HASH_ONE = /#\s?1(?!\d)/u;
const SUPERLATIVE = whole([...SUPERLATIVES.en, ...SUPERLATIVES.es, ...SUPERLATIVES.hi]);

/**
 * Claims an ad may make when the founder's answers state them with their terms (Google asks that
 * an offer's terms be clear): `words` find the claim in an ad text (and in the answers), `terms`
 * must appear in the same answer sentence as the claim ("guaranteed: 20% back if the album is
 * late"; a number counts as a term too).
 */
const BACKABLE_CLAIMS: readonly { claim: string; words: readonly string[]; terms: readonly string[] }[] = [
  {
    claim: 'guarantee',
    words: ['(?:100 ?% )?guarantee[ds]?', '(?:100 ?% )?garantizad[oa]s?', 'garant[íi]a', 'गारंटी(?:शुदा)?'],
    terms: [
      'refund\\w*',
      'money[- ]back',
      'back',
      'replace\\w*',
      'return\\w*',
      'free',
      'or',
      'within',
      'reembolso',
      'devoluci[óo]n',
      'gratis',
      'वापस',
      'रिफंड',
      'मुफ़?्त',
    ],
  },
];
const CLAIMS = BACKABLE_CLAIMS.map((c) => ({ ...c, find: whole(c.words), term: whole(c.terms) }));

/**
 * Well-known marks founders write in ads ("WhatsApp us", "Order on Swiggy"). Google restricts
 * another company's trademark in ad text unless its owner authorises it; the app cannot know that,
 * so each is a finding. Matched as whole words, case-insensitive, except the ones that are also
 * common words (`exact`: "Ola" is Spanish for "wave" in lower case). Left out on purpose: marks
 * that are everyday words ("Apple", "Shell", "Target").
 */
const TRADEMARKS: readonly { mark: string; pattern: string; exact?: boolean }[] = [
  { mark: 'WhatsApp', pattern: 'whats ?app' },
  { mark: 'Google', pattern: 'google' },
  { mark: 'Google Pay', pattern: 'g ?pay' },
  { mark: 'YouTube', pattern: 'you ?tube' },
  { mark: 'Facebook', pattern: 'facebook' },
  { mark: 'Instagram', pattern: 'instagram|insta' },
  { mark: 'Amazon', pattern: 'amazon' },
  { mark: 'Flipkart', pattern: 'flipkart' },
  { mark: 'Swiggy', pattern: 'swiggy' },
  { mark: 'Zomato', pattern: 'zomato' },
  { mark: 'Uber', pattern: 'uber' },
  { mark: 'Ola', pattern: 'Ola|OLA', exact: true },
  { mark: 'Paytm', pattern: 'paytm' },
  { mark: 'PhonePe', pattern: 'phone ?pe' },
  { mark: 'Zepto', pattern: 'zepto' },
  { mark: 'Blinkit', pattern: 'blinkit' },
  { mark: 'BigBasket', pattern: 'big ?basket' },
  { mark: 'Myntra', pattern: 'myntra' },
  { mark: 'Meesho', pattern: 'meesho' },
  { mark: 'Nykaa', pattern: 'nykaa' },
  { mark: 'Airbnb', pattern: 'airbnb' },
  { mark: 'OYO', pattern: 'oyo' },
  { mark: 'Netflix', pattern: 'netflix' },
  { mark: 'iPhone', pattern: 'iphone' },
];
const MARKS = TRADEMARKS.map((t) => ({ mark: t.mark, find: whole([t.pattern], t.exact ? 'u' : 'iu') }));

/** A phone number: 7 or more digits, possibly split by spaces, dashes, dots, a leading + or parentheses. */
const PHONE = /\+?\(?\d(?:[\s\-.()]*\d){6,}/u;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/**
 * Top-level domains that make a bare "name.tld" a web address ("acme.in", "shop.co.uk"). A
 * documented list rather than any two letters after a dot, so "Node.js" or "e.g." are not
 * addresses.
 */
const URL_TLDS = [
  'com',
  'in',
  'co',
  'net',
  'org',
  'io',
  'ai',
  'app',
  'biz',
  'info',
  'me',
  'shop',
  'store',
  'online',
  'site',
  'xyz',
  'dev',
  'uk',
  'us',
  'es',
  'mx',
] as const;
const URL = new RegExp(
  `https?://\\S+|${B}www\\.\\S+|${B}[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${URL_TLDS.join('|')})(?:/\\S*)?${E}`,
  'iu',
);

/**
 * Symbols Google's editorial policy refuses in ad text: emoji and pictographs (★ ✓ ™ ® © are
 * among them), arrows (→ ⇒), dingbats and geometric marks used as bullets (► • ✔).
 */
const SYMBOL = /[\p{Extended_Pictographic}\u2190-\u21FF\u2022\u25A0-\u25FF\u2600-\u27BF\u2B00-\u2BFF\u2713-\u2714]/u;
/** The same symbol twice in a row ("$$", "++", "%%"): a gimmick, not a word ("**", "##", "@@" are repeated punctuation). */
const REPEATED_SYMBOL = /([$%^+=<>€£₹])\1/u;
/** Names that hold a repeated symbol and are no gimmick ("C++ classes"): left out before the check. */
const SYMBOL_NAMES = /(?<![\p{L}\p{N}])C\+\+/gu;

/** A word of 2–5 capital letters may be an acronym ("AI", "USA", "NGO"); a longer all-caps word is shouting. */
const ACRONYM_MAX_LETTERS = 5;
const LETTER_RUN = /\p{L}+/gu;
/** "!!", "??", "?!", "!?" and any doubled mark such as ",," or "--". */
const REPEATED_PUNCTUATION = /[!?]{2,}|([.,;:*~#@&_|/\\\-–—'"])\1/u;

function shouting(text: string): string | null {
  for (const [word] of text.matchAll(LETTER_RUN)) {
    if ([...word].length > ACRONYM_MAX_LETTERS && word === word.toUpperCase() && word !== word.toLowerCase()) {
      return word;
    }
  }
  return null;
}

/** The sentences of the answers (split on . ! ? । and line breaks). */
const answerSentences = (evidence?: PolicyEvidence) =>
  (evidence?.answers ?? []).flatMap((a) => a.split(/(?<=[.!?।])\s+|\n+/u)).filter((s) => s.trim());

/** Is the claim stated in one answer sentence together with its terms (a term word or a number)? */
function backed(claim: (typeof CLAIMS)[number], evidence?: PolicyEvidence): boolean {
  return answerSentences(evidence).some((s) => claim.find.test(s) && (claim.term.test(s) || /\d/u.test(s)));
}

/**
 * Every policy finding of one ad text, in a fixed order (capitals, punctuation, phone
 * numbers, email addresses and URLs, claims, symbols, trademarks); [] when it passes. `evidence` (the founder's answers) lets
 * a claim the answers state with its terms pass ("guaranteed"); a superlative ("best", "#1")
 * never passes. The writer can call this per text before it keeps a line.
 */
export function adTextPolicyFindings(kind: PolicyTextKind, text: string, evidence?: PolicyEvidence): PolicyFinding[] {
  const out: PolicyFinding[] = [];
  const add = (policy: AdPolicy, message: string) => out.push({ policy, message });
  const loud = shouting(text);
  if (loud) {
    add(
      AD_POLICIES.capitals,
      `"${loud}" is in capital letters; only acronyms of up to ${ACRONYM_MAX_LETTERS} letters may be`,
    );
  }
  const bangs = [...text].filter((c) => c === '!').length;
  if (kind === 'headline' && bangs > 0) add(AD_POLICIES.punctuation, 'no exclamation marks in headlines');
  else if (bangs > 1) add(AD_POLICIES.punctuation, 'at most one exclamation mark');
  const repeated = REPEATED_PUNCTUATION.exec(text);
  if (repeated) add(AD_POLICIES.punctuation, `no repeated punctuation ("${repeated[0]}")`);
  if (PHONE.test(text)) add(AD_POLICIES.phone, 'no phone numbers in ad text');
  const email = EMAIL.exec(text);
  if (email) add(AD_POLICIES.contact, `no email addresses in ad text ("${email[0]}")`);
  const url = email ? URL.exec(text.replace(email[0], ' ')) : URL.exec(text);
  if (url) add(AD_POLICIES.contact, `no web addresses in ad text ("${url[0]}"): the ad already links to your page`);
  const superlative = SUPERLATIVE.exec(text) ?? HASH_ONE.exec(text);
  if (superlative) {
    add(
      AD_POLICIES.claim,
      `"${superlative[0]}" is a superlative Google allows only with independent proof; say what makes the offer so instead`,
    );
  }
  for (const claim of CLAIMS) {
    const found = claim.find.exec(text);
    if (found && !backed(claim, evidence)) {
      add(
        AD_POLICIES.claim,
        `"${found[0]}" promises what your answers do not state with its terms (what is guaranteed, and what happens if not)`,
      );
    }
  }
  const symbol = SYMBOL.exec(text);
  if (symbol) add(AD_POLICIES.symbols, `no symbols or emoji ("${symbol[0]}")`);
  const repeatedSymbol = REPEATED_SYMBOL.exec(text.replace(SYMBOL_NAMES, 'C'));
  if (repeatedSymbol) add(AD_POLICIES.symbols, `no repeated symbols ("${repeatedSymbol[0]}")`);
  for (const { mark, find } of MARKS) {
    if (find.test(text)) {
      add(AD_POLICIES.trademark, `"${mark}" is another company's trademark; Google restricts it in ads`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The landing page (the ad's final URL)
// ---------------------------------------------------------------------------------------------

/**
 * The fewest words of the founder's own content a page needs besides its hero heading: the
 * subheader, the About paragraph and points, and each card (heading and description) that has a
 * description, every distinct text once. A page of a title and a form has too little for Google
 * ("insufficient original content"); 15 words is about two short sentences. Google publishes no
 * number: of the builtin writer's pages for the 27 golden answer sets
 * (test/server/generation/golden), 2 have fewer (0 and 10 words) and the rest 20 or more.
 */
export const MIN_ORIGINAL_WORDS = 15;

/** The words of the founder's content on a page, as `MIN_ORIGINAL_WORDS` counts them. */
export function originalWordCount(seo: SeoContent): number {
  const cards = [...Object.values(seo.why_us), ...Object.values(seo.services)].filter((c) => c.description.trim());
  const texts = [
    seo.subheader ?? '',
    seo.about_us.paragraph,
    seo.about_us.point1,
    seo.about_us.point2,
    seo.about_us.point3,
    ...cards.flatMap((c) => [c.heading, c.description]),
  ];
  const distinct = new Set(texts.map((t) => t.trim().toLowerCase()).filter(Boolean));
  return [...distinct].reduce((n, t) => n + wordsOf(t).length, 0);
}

/** What the app knows of the ad's final URL: its page's content, and whether it is served (200). */
export interface LandingPageState {
  /** The page's content, or null when none is stored. */
  seo: SeoContent | null;
  /** True when /p/{orderId} answers 200: the order is Active or Completed, not removed, and has a page. */
  live: boolean;
}

/** The landing page's policy findings: it must answer (live) and have enough original content. */
export function landingPagePolicyFindings(page: LandingPageState): PolicyFinding[] {
  const out: PolicyFinding[] = [];
  if (!page.live || !page.seo) {
    out.push({
      policy: AD_POLICIES.destination,
      message: 'Your landing page is not live, so the ad would lead nowhere: publish it first',
    });
  }
  if (page.seo) {
    const words = originalWordCount(page.seo);
    if (words < MIN_ORIGINAL_WORDS) {
      out.push({
        policy: AD_POLICIES.content,
        message: `Your landing page has ${words} words of its own besides its heading; Google wants at least ${MIN_ORIGINAL_WORDS}: add to About or the cards in the page editor`,
      });
    }
  }
  return out;
}
