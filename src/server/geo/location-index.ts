import type { GeoTarget } from './load';

/** Case-, accent- and spacing-insensitive form of a label or query ("Mumbai, Maharashtra" → "mumbai,maharashtra"). */
export function normaliseLabel(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ')
    .trim();
}

const TYPE_RANK: Record<string, number> = {
  Country: 0,
  State: 1,
  'Union Territory': 1,
  Region: 2,
  District: 3,
  Municipality: 4,
  City: 5,
};

/** How a key matched a query; lower ranks first. */
const Match = { ExactLabel: 0, ExactName: 1, NamePrefix: 2, LabelPrefix: 3, WordPrefix: 4 } as const;
type Match = (typeof Match)[keyof typeof Match];

interface Key {
  key: string;
  entry: number;
  kind: 'label' | 'name' | 'word';
}

/**
 * In-memory index over geo targets for the location lookup: exact label → id, and prefix search
 * over labels, names and the words of names, by binary search in one sorted key array
 * (a few thousand entries: microseconds per query, fine to search as you type).
 */
export class LocationIndex {
  private readonly entries: GeoTarget[];
  private readonly byId = new Map<string, GeoTarget>();
  private readonly byLabel = new Map<string, GeoTarget>();
  private readonly keys: Key[] = [];

  constructor(targets: GeoTarget[]) {
    this.entries = [];
    for (const t of targets) {
      if (this.byId.has(t.id)) continue; // India is in both files
      this.byId.set(t.id, t);
      this.entries.push(t);
    }
    this.entries.forEach((t, entry) => {
      const label = normaliseLabel(t.label);
      const name = normaliseLabel(t.name);
      if (!this.byLabel.has(label)) this.byLabel.set(label, t);
      this.keys.push({ key: label, entry, kind: 'label' });
      if (name !== label) this.keys.push({ key: name, entry, kind: 'name' });
      const words = name.split(/[\s.\-()]+/).filter(Boolean);
      for (let i = 1; i < words.length; i++) {
        this.keys.push({ key: words.slice(i).join(' '), entry, kind: 'word' });
      }
    });
    this.keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry - b.entry));
  }

  get size(): number {
    return this.entries.length;
  }

  get(id: string): GeoTarget | undefined {
    return this.byId.get(id);
  }

  /** Exact place label (or country name) → target; insensitive to case, accents and spaces around commas. */
  resolveLabel(label: string): GeoTarget | undefined {
    return this.byLabel.get(normaliseLabel(label));
  }

  /**
   * The places that contain this one, nearest first, as criterion ids: Google's canonical name
   * lists them ("Pune,Maharashtra,India" lies in "Maharashtra,India", which lies in "India"), so
   * each shorter tail of the label that is itself a target is a parent. A tail that is not a
   * target (a district missing from the table) is skipped.
   */
  parentsOf(target: GeoTarget): string[] {
    const parts = target.label.split(',');
    const parents: string[] = [];
    for (let i = 1; i < parts.length; i++) {
      const parent = this.resolveLabel(parts.slice(i).join(','));
      if (parent && parent.id !== target.id && !parents.includes(parent.id)) parents.push(parent.id);
    }
    return parents;
  }

  /** Exact matches first, then prefix matches of names, labels and words of names; at most `limit`. */
  search(query: string, limit = 10): GeoTarget[] {
    const q = normaliseLabel(query);
    if (!q || limit <= 0) return [];
    const best = new Map<number, Match>();
    for (let i = this.lowerBound(q); i < this.keys.length; i++) {
      const k = this.keys[i]!;
      if (!k.key.startsWith(q)) break;
      const exact = k.key === q;
      const match: Match =
        k.kind === 'label'
          ? exact
            ? Match.ExactLabel
            : Match.LabelPrefix
          : k.kind === 'name'
            ? exact
              ? Match.ExactName
              : Match.NamePrefix
            : Match.WordPrefix;
      const prev = best.get(k.entry);
      if (prev === undefined || match < prev) best.set(k.entry, match);
    }
    // A label key equal to a name (countries, states) is a name match too.
    return [...best.entries()]
      .map(([entry, match]) => {
        const t = this.entries[entry]!;
        const m: Match = match === Match.LabelPrefix && normaliseLabel(t.name).startsWith(q) ? Match.NamePrefix : match;
        return { t, m };
      })
      .sort(
        (a, b) =>
          a.m - b.m ||
          (TYPE_RANK[a.t.type] ?? 9) - (TYPE_RANK[b.t.type] ?? 9) ||
          a.t.label.length - b.t.label.length ||
          a.t.label.localeCompare(b.t.label),
      )
      .slice(0, limit)
      .map(({ t }) => t);
  }

  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]!.key < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
