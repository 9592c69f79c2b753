/**
 * Brute-force answers in plain TypeScript for the property test: every visit is looked at, and its
 * local day comes from Intl (the runtime's IANA time zone database), not from offset arithmetic.
 */
export interface RefVisit {
  at: Date;
  country: string | null;
  city: string | null;
  visitor: string;
  channel?: string;
  source?: string;
  campaign?: string | null;
}

export interface RefLead {
  id: string;
  at: Date;
  country: string | null;
  channel?: string | null;
}

const UNKNOWN = 'Unknown';

function localDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function calendarDays(first: string, last: string): string[] {
  const out: string[] = [];
  const d = new Date(`${first}T12:00:00Z`);
  while (d.toISOString().slice(0, 10) <= last) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

const inWindow = (at: Date, start: Date, end: Date) => at.getTime() >= start.getTime() && at.getTime() < end.getTime();
const countryOf = (v: { country: string | null }) => (v.country ? v.country : UNKNOWN);
const matches = (v: { country: string | null }, filter: string | null) => filter === null || countryOf(v) === filter;
const channelOf = (v: RefVisit) => v.channel ?? 'Direct';
/** "Bengaluru (Jayaraj Nagar)" → ["Bengaluru", "Jayaraj Nagar"]; "Pune" → ["Pune", ""]. */
export function foldCity(city: string): [string, string] {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(city);
  return m && m[1] ? [m[1], m[2]!] : [city, ''];
}
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function summary(visits: RefVisit[], start: Date, end: Date, filter: string | null, channel: string | null) {
  const chosen = visits.filter(
    (v) => inWindow(v.at, start, end) && matches(v, filter) && (channel === null || channelOf(v) === channel),
  );
  const cities = new Set(chosen.filter((v) => v.city).map((v) => `${countryOf(v)}\u0000${foldCity(v.city!)[0]}`));
  return { chosen, summary: { total_visits: chosen.length, unique_cities: cities.size } };
}

export function referencePageVisits(
  visits: RefVisit[],
  w: {
    start: Date;
    end: Date;
    timeZone: string;
    country: string | null;
    limit: number;
    channel?: string | null;
    createdAt: Date;
  },
) {
  const channel = w.channel ?? null;
  const { chosen, summary: current } = summary(visits, w.start, w.end, w.country, channel);
  const previousStart = new Date(2 * w.start.getTime() - w.end.getTime());
  // Nothing to compare with before the order existed; a previous period cut by it is compared from it.
  const compared =
    w.start.getTime() <= w.createdAt.getTime()
      ? null
      : new Date(Math.max(previousStart.getTime(), w.createdAt.getTime()));
  const previous = compared ? summary(visits, compared, w.start, w.country, channel).summary : null;

  const days = calendarDays(localDate(w.start, w.timeZone), localDate(new Date(w.end.getTime() - 1), w.timeZone));
  const perDay = new Map(days.map((d) => [d, 0]));
  const perCountry = new Map<string, number>();
  const perCity = new Map<
    string,
    { city: string; country: string; visits: number; neighbourhoods: Map<string, number> }
  >();
  const perChannel = new Map<string, number>();
  for (const v of chosen) {
    const day = localDate(v.at, w.timeZone);
    if (!perDay.has(day)) throw new Error(`visit day ${day} outside the window's days`);
    perDay.set(day, perDay.get(day)! + 1);
    perCountry.set(countryOf(v), (perCountry.get(countryOf(v)) ?? 0) + 1);
    perChannel.set(channelOf(v), (perChannel.get(channelOf(v)) ?? 0) + 1);
    if (v.city) {
      const [city, hood] = foldCity(v.city);
      const key = `${countryOf(v)}\u0000${city}`;
      const entry = perCity.get(key) ?? { city, country: countryOf(v), visits: 0, neighbourhoods: new Map() };
      entry.visits += 1;
      if (hood) entry.neighbourhoods.set(hood, (entry.neighbourhoods.get(hood) ?? 0) + 1);
      perCity.set(key, entry);
    }
  }
  return {
    summary: current,
    previous_summary: previous,
    aggregations: {
      daily: days.map((date) => ({ date, visits: perDay.get(date)! })),
      country: [...perCountry]
        .map(([country, n]) => ({ country, visits: n }))
        .sort((a, b) => b.visits - a.visits || order(a.country, b.country))
        .slice(0, w.limit),
      city: [...perCity.values()]
        .sort((a, b) => b.visits - a.visits || order(a.city, b.city) || order(a.country, b.country))
        .slice(0, w.limit)
        .map((c) => ({
          ...c,
          neighbourhoods: [...c.neighbourhoods]
            .map(([name, n]) => ({ name, visits: n }))
            .sort((a, b) => b.visits - a.visits || order(a.name, b.name)),
        })),
      channel: [...perChannel]
        .map(([ch, n]) => ({ channel: ch, visits: n }))
        .sort((a, b) => b.visits - a.visits || order(a.channel, b.channel)),
    },
  };
}

/** Leads of a window, newest first; the country filter matches case-insensitively, "Unknown" = none. */
export function referenceLeads(
  leads: RefLead[],
  w: { start: Date; end: Date; country: string | null; channel?: string | null },
) {
  return leads
    .filter((l) => inWindow(l.at, w.start, w.end))
    .filter((l) => !w.channel || l.channel === w.channel)
    .filter((l) => {
      if (w.country === null) return true;
      if (w.country === UNKNOWN) return !l.country || !l.country.trim();
      return (l.country ?? '').toLowerCase() === w.country.toLowerCase();
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime() || order(b.id, a.id));
}

export function referenceDemand(
  visits: RefVisit[],
  w: { start: Date; end: Date; country: string | null; channel?: string | null },
) {
  const chosen = visits.filter(
    (v) => inWindow(v.at, w.start, w.end) && matches(v, w.country) && (!w.channel || channelOf(v) === w.channel),
  );
  return { visits: chosen.length, visitors: new Set(chosen.map((v) => v.visitor)).size };
}
