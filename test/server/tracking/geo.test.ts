import { describe, expect, it } from 'vitest';
import { IpLocations } from '../../../src/server/tracking/geo';
import { referrerOf } from '../../../src/server/tracking/page-view';

const places = new IpLocations();
const locateIp = (ip: string) => places.locate(ip);
const locateIpIfOpen = (ip: string) => places.locateIfOpen(ip);

describe('IP location', () => {
  it('answers the same with and without a promise once the database is open', async () => {
    const addresses = [
      '8.8.8.8',
      '::ffff:8.8.8.8',
      '::FFFF:1.1.1.1',
      '2001:4860:4860::8888',
      '10.0.0.1',
      '::1',
      'nope',
      '',
    ];
    for (const ip of addresses) {
      const located = await locateIp(ip);
      // Both families are open after the awaited lookup above.
      expect(locateIpIfOpen(ip), ip).toEqual(located);
    }
    expect(await locateIp('8.8.8.8')).toMatchObject({ countryCode: 'US', country: 'United States' });
    // An IPv4 address in IPv6 notation is looked up as IPv4, whatever the letter case.
    expect(await locateIp('::ffff:8.8.8.8')).toEqual(await locateIp('8.8.8.8'));
    expect(await locateIp('::FfFf:8.8.8.8')).toEqual(await locateIp('8.8.8.8'));
    expect(await locateIp('10.0.0.1')).toBeNull();
    expect(await locateIp('not an address')).toBeNull();
  });
});

describe('referrerOf', () => {
  it('keeps origin and path of http(s) referrers only, the same when asked again', () => {
    const cases: [string | undefined, string | null][] = [
      ['https://www.google.com/search?q=secret#x', 'https://www.google.com/search'],
      ['http://example.com', 'http://example.com/'],
      ['javascript:alert(1)', null],
      ['not a url', null],
      ['', null],
      [undefined, null],
      [`https://example.com/${'a'.repeat(600)}`, `https://example.com/${'a'.repeat(600)}`.slice(0, 500)],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [input, expected] of cases) expect(referrerOf(input), String(input)).toBe(expected);
    }
  });
});
