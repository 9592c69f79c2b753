import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, countryName, countryOf, INDIA_REGIONS } from '../../src/shared/countries';

describe('the country list of the settings', () => {
  it('has every country once with its calling code', () => {
    expect(COUNTRIES).toHaveLength(244);
    expect(new Set(COUNTRY_CODES).size).toBe(244);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dial).toMatch(/^[1-9][0-9]{0,3}$/);
    }
    expect(countryOf('IN')).toEqual({ code: 'IN', dial: '91' });
    expect(countryOf('US')).toEqual({ code: 'US', dial: '1' });
    expect(countryOf('GB')?.dial).toBe('44');
    expect(countryOf('ZW')?.dial).toBe('263');
  });

  it('names each country in English', () => {
    expect(countryName('IN')).toBe('India');
    expect(countryName('US')).toBe('United States');
    for (const c of COUNTRIES) expect(countryName(c.code)).not.toBe(c.code);
  });

  it('lists India’s 28 states and 8 union territories', () => {
    expect(INDIA_REGIONS).toHaveLength(36);
    expect(new Set(INDIA_REGIONS).size).toBe(36);
  });
});
