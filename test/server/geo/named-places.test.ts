import { describe, expect, it } from 'vitest';
import { loadGeoCatalog } from '../../../src/server/geo/catalog';
import { loadPlaceNames } from '../../../src/server/geo/load';

const { places, locations } = loadGeoCatalog();
const named = (...texts: string[]) =>
  places
    .namedIn(texts, 5)
    .map((p) => ({ id: p.target.id, label: p.target.label, named: p.named, countryOnly: p.countryOnly }));

describe('the places a founder’s answers name', () => {
  it("a Pune idea → Pune's geo target id", () => {
    expect(named('Dog walkers for busy professionals in Pune', 'We walk dogs twice a day.')).toEqual([
      { id: '1007788', label: 'Pune,Maharashtra,India', named: 'Pune', countryOnly: false },
    ]);
    expect(locations.get('1007788')?.name).toBe('Pune');
  });

  it('a Manchester idea → the United Kingdom (no UK places finer than the country in the data)', () => {
    expect(named('Bike repair at home in Manchester', 'Our mechanics also cover London.')).toEqual([
      { id: '2826', label: 'United Kingdom', named: 'Manchester', countryOnly: true },
    ]);
  });

  it('an idea naming no place → nothing (the campaign then starts from the default country)', () => {
    expect(named('Meal kits for busy parents', 'Weekly boxes with recipes.', 'Would you pay $10?')).toEqual([]);
  });

  it('keeps every place of a list, in order, and the finer of two nested places', () => {
    expect(
      named('Farm-fresh vegetables delivered across Pune, Mumbai and Nashik', 'All over Maharashtra, India.').map(
        (p) => p.label,
      ),
    ).toEqual(['Pune,Maharashtra,India', 'Mumbai,Maharashtra,India', 'Nashik,Maharashtra,India']);
    expect(named('Kerala ayurveda retreats').map((p) => p.label)).toEqual(['Kerala,India']);
  });

  it('reads aliases and countries, and "US" only in capitals', () => {
    expect(
      named('Tutors for US college applicants', 'Based in Bangalore, serving the UK too.').map((p) => p.label),
    ).toEqual(['United States', 'Bengaluru,Karnataka,India', 'United Kingdom']);
    expect(named('Let us help you plan your wedding', 'Us busy parents need it.')).toEqual([]);
  });

  it('does not take a surname or a word for a town unless the text says it is a place', () => {
    // "Anand" and "Singh" are towns in Google's table, and surnames.
    expect(named('A clinic run by Dr. Anand Singh', 'Appointments within a day.')).toEqual([]);
    expect(named('A creche run by Anand', 'Open to parents in Anand.').map((p) => p.label)).toEqual([
      'Anand,Gujarat,India',
    ]);
  });

  it('matches names written without accents and gives at most `limit` places', () => {
    expect(named('Café para nómadas en Sao Paulo').map((p) => p.label)).toEqual(['Brazil']);
    expect(
      places.namedIn(['Delivered in Pune, Mumbai, Nashik, Nagpur, Thane and Surat'], 3).map((p) => p.target.name),
    ).toEqual(['Pune', 'Mumbai', 'Nashik']);
  });

  it('every row of place-names.csv names a known label or country', () => {
    const rows = loadPlaceNames();
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      if (r.label) expect(locations.resolveLabel(r.label), r.name).toBeDefined();
    }
  });
});
