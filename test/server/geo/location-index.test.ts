import { describe, expect, it } from 'vitest';
import { loadGeoCatalog } from '../../../src/server/geo/catalog';
import { LocationIndex, normaliseLabel } from '../../../src/server/geo/location-index';

const { countries, locations } = loadGeoCatalog();

describe('geo data loaded from assets/geo', () => {
  it("has every country row and India's places", () => {
    expect(countries).toHaveLength(219);
    // 219 countries + 2,880 Indian rows, India itself counted once.
    expect(locations.size).toBe(219 + 2880 - 1);
  });

  it('resolves the documented ids', () => {
    const byName = new Map(countries.map((c) => [c.name, c.id]));
    expect(byName.get('India')).toBe('2356');
    expect(byName.get('United States')).toBe('2840');
    expect(byName.get('United Kingdom')).toBe('2826');
    expect(locations.resolveLabel('Mumbai,Maharashtra,India')?.id).toBe('1007785');
    expect(locations.get('1007785')?.label).toBe('Mumbai,Maharashtra,India');
    expect(locations.get('2356')?.type).toBe('Country');
  });

  it('resolves labels regardless of case, accents and spaces after commas', () => {
    expect(locations.resolveLabel('mumbai, maharashtra, india')?.id).toBe('1007785');
    expect(locations.resolveLabel('  MUMBAI,Maharashtra ,India ')?.id).toBe('1007785');
    expect(locations.resolveLabel('Mumbai,Maharashtra')).toBeUndefined();
    expect(locations.resolveLabel('Atlantis,India')).toBeUndefined();
    expect(normaliseLabel('Ćity ,  Name')).toBe('city,name');
  });
});

describe('LocationIndex.search', () => {
  it('puts the exact label first, then prefix matches', () => {
    const found = locations.search('Mumbai,Maharashtra,India', 5);
    expect(found[0]?.id).toBe('1007785');
    const mum = locations.search('mumb', 10).map((t) => t.label);
    expect(mum[0]).toBe('Mumbai,Maharashtra,India');
    expect(mum).toContain('Navi Mumbai,Maharashtra,India'); // word prefix inside a name
  });

  it('ranks countries and states above cities for the same kind of match', () => {
    const found = locations.search('ind', 5);
    expect(found[0]).toMatchObject({ id: '2356', type: 'Country' });
    const mah = locations.search('Maharashtra', 3);
    expect(mah[0]?.type).toBe('State');
  });

  it('honours the limit and finds nothing for nonsense', () => {
    expect(locations.search('a', 7)).toHaveLength(7);
    expect(locations.search('zzzzqqq', 10)).toEqual([]);
    expect(locations.search('   ', 10)).toEqual([]);
  });

  it('searches a label prefix with the state ("pune,ma")', () => {
    expect(locations.search('pune,ma', 3).map((t) => t.label)).toContain('Pune,Maharashtra,India');
  });

  it('is fast enough to search as you type (well under a millisecond per query)', () => {
    const queries = ['m', 'mu', 'mum', 'b', 'ba', 'ban', 'del', 'kar', 'tamil', 'uttar p', 'new d'];
    const start = performance.now();
    let n = 0;
    for (let i = 0; i < 200; i++) for (const q of queries) n += locations.search(q, 10).length;
    const perQueryMs = (performance.now() - start) / (200 * queries.length);
    expect(n).toBeGreaterThan(0);
    expect(perQueryMs).toBeLessThan(1);
  });

  it('counts a target present in two files once', () => {
    const idx = new LocationIndex([
      { id: '1', name: 'A', label: 'A', type: 'Country' },
      { id: '1', name: 'A', label: 'A', type: 'Country' },
    ]);
    expect(idx.size).toBe(1);
    expect(idx.search('a', 5)).toHaveLength(1);
  });
});
