// The web app's one time zone (src/web/lib/timeZone.ts): the zone saved in Settings wins over the browser's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, timeZoneOf } from '../../../src/web/lib/timeZone';

describe('the time zone the dashboard counts days in', () => {
  it('is the one saved in Settings, else the browser’s', () => {
    expect(timeZoneOf({ time_zone: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(timeZoneOf({ time_zone: null })).toBe(browserTimeZone());
    expect(timeZoneOf(null)).toBe(browserTimeZone());
  });

  afterEach(() => vi.restoreAllMocks());

  it('is the browser’s own, and UTC when the browser names none or cannot say', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Europe/London' } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBe('Europe/London');
    expect(timeZoneOf({ time_zone: null })).toBe('Europe/London');
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: '' } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBe('UTC');
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(() => {
      throw new RangeError('no time zone data');
    });
    expect(browserTimeZone()).toBe('UTC');
  });
});
