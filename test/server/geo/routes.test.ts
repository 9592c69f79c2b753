import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { countriesResponseSchema, locationsResponseSchema } from '../../../src/shared/contracts/geo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/countries', () => {
  it('lists every Google Ads country as { value, label } with the criterion id as a string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(200);
    const list = countriesResponseSchema.parse(res.json());
    expect(list).toHaveLength(219);
    expect(list).toContainEqual({ value: '2356', label: 'India' });
    expect(list).toContainEqual({ value: '2840', label: 'United States' });
    expect(list).toContainEqual({ value: '2826', label: 'United Kingdom' });
    const labels = list.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });
});

describe('GET /api/locations', () => {
  it('resolves a place label to its id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/locations?q=${encodeURIComponent('Mumbai,Maharashtra,India')}&limit=1`,
    });
    expect(res.statusCode).toBe(200);
    expect(locationsResponseSchema.parse(res.json()).locations).toEqual([
      { value: '1007785', label: 'Mumbai,Maharashtra,India', name: 'Mumbai', type: 'City', parents: ['20462', '2356'] },
    ]);
  });

  it('lists the places containing each result, nearest first, and none for a country', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/locations?q=${encodeURIComponent('Pune')}&limit=1` });
    expect(locationsResponseSchema.parse(res.json()).locations[0]).toMatchObject({
      value: '1007788',
      parents: ['20462', '2356'],
    });
    const state = await t.app.inject({ method: 'GET', url: `/api/locations?q=Maharashtra&limit=1` });
    expect(locationsResponseSchema.parse(state.json()).locations[0]).toMatchObject({
      value: '20462',
      parents: ['2356'],
    });
    const india = await t.app.inject({ method: 'GET', url: `/api/locations?q=India&limit=1` });
    expect(locationsResponseSchema.parse(india.json()).locations[0]).toMatchObject({ value: '2356', parents: [] });
  });

  it('searches by prefix with a default limit of 10', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/locations?q=ban' });
    const { locations } = locationsResponseSchema.parse(res.json());
    expect(locations.length).toBe(10);
    expect(locations.every((l) => /(^|[ ,])ban/i.test(l.label))).toBe(true);
  });

  it.each([
    ['/api/locations', 'q'],
    ['/api/locations?q=', 'q'],
    ['/api/locations?q=mum&limit=0', 'limit'],
    ['/api/locations?q=mum&limit=51', 'limit'],
    ['/api/locations?q=mum&limit=abc', 'limit'],
    [`/api/locations?q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with a 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(field);
  });
});
