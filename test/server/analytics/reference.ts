/**
 * Brute-force answers in plain TypeScript for the property test: every visit is looked at, and its
 * local day comes from Intl (the runtime's IANA time zone database), not from offset arithmetic.
 */
export interface RefVisit {
  at: Date;
  country: string | null;
  city: string | null;
  visitor: string;
}

export interface RefLead {
  id: string;
  at: Date;
  country: string | null;
}

const UNKNOWN = 'Unknown';

export function localDate(at: Date, timeZone: string): string {
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
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function summary(visits: RefVisit[], start: Date, end: Date, filter: string | null) {
  const chosen = visits.filter((v) => inWindow(v.at, start, end) && matches(v, filter));
  const cities = new Set(chosen.filter((v) => v.city).map((v) => `${countryOf(v)}\u0000${v.city}`));
  return { chosen, summary: { total_visits: chosen.length, unique_cities: cities.size } };
}

export function referencePageVisits(
  visits: RefVisit[],
  w: { start: Date; end: Date; timeZone: string; country: string | null; limit: number },
) {
  const { chosen, summary: current } = summary(visits, w.start, w.end, w.country);
  const previousStart = new Date(2 * w.start.getTime() - w.end.getTime());
  const previous = summary(visits, previousStart, w.start, w.country).summary;

  const days = calendarDays(localDate(w.start, w.timeZone), localDate(new Date(w.end.getTime() - 1), w.timeZone));
  const perDay = new Map(days.map((d) => [d, 0]));
  const perCountry = new Map<string, number>();
  const perCity = new Map<string, { city: string; country: string; visits: number }>();
  for (const v of chosen) {
    const day = localDate(v.at, w.timeZone);
    if (!perDay.has(day)) throw new Error(`visit day ${day} outside the window's days`);
    perDay.set(day, perDay.get(day)! + 1);
    perCountry.set(countryOf(v), (perCountry.get(countryOf(v)) ?? 0) + 1);
    if (v.city) {
      const key = `${countryOf(v)}\u0000${v.city}`;
      const entry = perCity.get(key) ?? { city: v.city, country: countryOf(v), visits: 0 };
      entry.visits += 1;
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
        .slice(0, w.limit),
    },
  };
}

/** Leads of a window, newest first; the country filter matches case-insensitively, "Unknown" = none. */
export function referenceLeads(leads: RefLead[], w: { start: Date; end: Date; country: string | null }) {
  return leads
    .filter((l) => inWindow(l.at, w.start, w.end))
    .filter((l) => {
      if (w.country === null) return true;
      if (w.country === UNKNOWN) return !l.country || !l.country.trim();
      return (l.country ?? '').toLowerCase() === w.country.toLowerCase();
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime() || order(b.id, a.id));
}

export function referenceDemand(visits: RefVisit[], w: { start: Date; end: Date; country: string | null }) {
  const chosen = visits.filter((v) => inWindow(v.at, w.start, w.end) && matches(v, w.country));
  return { visits: chosen.length, visitors: new Set(chosen.map((v) => v.visitor)).size };
}
