import escapeStringRegexp from 'escape-string-regexp';
import type { GeoTarget, PlaceName } from './load';
import { normaliseLabel, type LocationIndex } from './location-index';

/** A place the founder's answers name, as the Google Ads geo target a campaign can aim at. */
export interface NamedPlace {
  target: GeoTarget;
  /** The answers' own words for it ("Pune", "Manchester", "Bangalore"). */
  named: string;
  /**
   * The answers name a place finer than the geo data holds (a city outside India): `target` is
   * its country ("Manchester" → United Kingdom).
   */
  countryOnly: boolean;
}

interface Candidate {
  target: GeoTarget;
  countryOnly: boolean;
  /**
   * Found anywhere it is written with a capital (countries, states, the well-known cities of
   * place-names.csv); otherwise (India's 2,800 towns, many of them also words or surnames:
   * "Anand", "Singh", "Fort") only where the text says it is a place: after "in", "across",
   * "near"…, in a list after one, before "-based", or with a possessive "'s".
   */
  strong: boolean;
}

const INDIA_TYPES = new Set(['City', 'State', 'Union Territory']);
const PLACE_WORDS = new Set([
  'in',
  'at',
  'across',
  'near',
  'around',
  'from',
  'throughout',
  'within',
  'to',
  'of',
  'serving',
  'covering',
  'outside',
]);

const stripAccents = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '');
/** Names written in capitals ("UK", "USA", "U.S.") match only as written: "us" and "Us" are not the United States. */
const isAcronym = (s: string) => /^[\p{Lu}.]+$/u.test(s) && /\p{Lu}.*\p{Lu}/u.test(s);

/**
 * Finds the places a text names: India's cities, states and union territories from Google's
 * table, every country, and the aliases and cities outside India of `assets/geo/place-names.csv`
 * (the data has no places finer than a country outside India, so such a city gives its country).
 * One regular expression over every name, built once; matching is insensitive to case and
 * accents, but a place must be written with a capital, as names are.
 */
export class PlaceFinder {
  private readonly byKey = new Map<string, Candidate[]>();
  /** Names written in capitals, as written ("US"), and their keys ("us"). */
  private readonly acronyms = new Set<string>();
  private readonly acronymKeys = new Set<string>();
  private readonly pattern: RegExp;

  constructor(
    countries: readonly GeoTarget[],
    india: readonly GeoTarget[],
    names: readonly PlaceName[],
    locations: LocationIndex,
  ) {
    const add = (name: string, c: Candidate) => {
      const key = normaliseLabel(stripAccents(name));
      const list = this.byKey.get(key) ?? [];
      if (!list.some((x) => x.target.id === c.target.id)) list.push(c);
      this.byKey.set(key, list);
      if (isAcronym(name)) {
        this.acronyms.add(name);
        this.acronymKeys.add(key);
      }
    };
    for (const t of india) {
      if (INDIA_TYPES.has(t.type)) add(t.name, { target: t, countryOnly: false, strong: t.type !== 'City' });
    }
    for (const t of countries) add(t.name, { target: t, countryOnly: false, strong: true });
    const countryByCode = new Map(countries.map((c) => [c.countryCode, c]));
    for (const n of names) {
      const exact = n.label ? locations.resolveLabel(n.label) : undefined;
      if (n.label && !exact) throw new Error(`place-names.csv: "${n.name}" names an unknown place label "${n.label}"`);
      const target = exact ?? countryByCode.get(n.countryCode);
      if (!target) throw new Error(`place-names.csv: "${n.name}" names an unknown country code ${n.countryCode}`);
      add(n.name, { target, countryOnly: !exact, strong: true });
    }
    const alternatives = new Set<string>();
    for (const t of [...india.filter((t) => INDIA_TYPES.has(t.type)), ...countries]) {
      alternatives.add(t.name);
      alternatives.add(stripAccents(t.name));
    }
    for (const n of names) {
      alternatives.add(n.name);
      alternatives.add(stripAccents(n.name));
    }
    // Longest first, so "New Delhi" wins over "Delhi" and "New York City" over "New York".
    const sorted = [...alternatives].filter(Boolean).sort((a, b) => b.length - a.length);
    this.pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${sorted.map((n) => escapeStringRegexp(n).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
      'giu',
    );
  }

  /** The places `texts` name, in the order they are first named, at most `limit`; none → []. */
  namedIn(texts: readonly string[], limit: number): NamedPlace[] {
    const found: { candidates: Candidate[]; named: string; at: number; end: number; text: number }[] = [];
    texts.forEach((text, index) => {
      for (const m of text.matchAll(this.pattern)) {
        const written = m[0];
        if (!/^\p{Lu}/u.test(written)) continue;
        const key = normaliseLabel(stripAccents(written));
        const candidates = this.byKey.get(key);
        if (!candidates) continue;
        if (this.acronymKeys.has(key) && !this.acronyms.has(written)) continue;
        found.push({
          candidates,
          named: written.replace(/\s+/g, ' '),
          at: m.index,
          end: m.index + written.length,
          text: index,
        });
      }
    });

    // Which matches the text says are places; a list continues from one that is.
    const accepted: typeof found = [];
    found.forEach((f, i) => {
      const text = texts[f.text]!;
      const before = text.slice(0, f.at);
      const after = text.slice(f.end);
      const previousWord = (before.match(/(\p{L}+)\P{L}*$/u)?.[1] ?? '').toLowerCase();
      const strong = f.candidates.some((c) => c.strong);
      const placeWord = PLACE_WORDS.has(previousWord);
      const suffix = /^(?:-based|\s+based|['’]s\b)/u.test(after);
      const prev = found[i - 1];
      const listed =
        prev !== undefined &&
        prev.text === f.text &&
        accepted.includes(prev) &&
        /^\s*(?:,|and|or|&|\/)\s*(?:and\s+)?$/iu.test(text.slice(prev.end, f.at));
      if (strong || placeWord || suffix || listed) accepted.push(f);
    });

    // One target per name: a state or union territory over a city of the same name (it holds it),
    // a city in a state the text also names over its namesakes elsewhere, the plainest label next.
    const namedStates = new Set(
      accepted.flatMap((f) =>
        f.candidates.filter((c) => c.target.type !== 'City').map((c) => normaliseLabel(c.target.label)),
      ),
    );
    const places: NamedPlace[] = [];
    for (const f of accepted) {
      const ranked = [...f.candidates].sort(
        (a, b) =>
          Number(a.target.type === 'City') - Number(b.target.type === 'City') ||
          Number(!inNamedState(a.target, namedStates)) - Number(!inNamedState(b.target, namedStates)) ||
          a.target.label.split(',').length - b.target.label.split(',').length ||
          a.target.label.localeCompare(b.target.label),
      );
      const best = ranked[0]!;
      if (!places.some((p) => p.target.id === best.target.id)) {
        places.push({ target: best.target, named: f.named, countryOnly: best.countryOnly });
      }
    }
    return places.filter((p) => !containsAnother(p, places)).slice(0, limit);
  }
}

/** Does `target` lie in one of the states the text names ("Aurangabad" with "Maharashtra")? */
function inNamedState(target: GeoTarget, states: ReadonlySet<string>): boolean {
  const parts = target.label.split(',');
  for (let i = 1; i < parts.length; i++) if (states.has(normaliseLabel(parts.slice(i).join(',')))) return true;
  return false;
}

/** A named place that holds another named place (Maharashtra and Pune, India and Pune): the finer one is kept. */
function containsAnother(place: NamedPlace, all: readonly NamedPlace[]): boolean {
  const label = normaliseLabel(place.target.label);
  return all.some((other) => {
    const inner = normaliseLabel(other.target.label);
    return inner !== label && inner.endsWith(`,${label}`);
  });
}
