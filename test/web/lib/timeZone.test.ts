// The web app's one time zone (src/web/lib/timeZone.ts): the zone saved in Settings wins over the browser's.
import { describe, expect, it } from 'vitest';
import { browserTimeZone, timeZoneOf } from '../../../src/web/lib/timeZone';

describe('the time zone the dashboard counts days in', () => {
  it('is the one saved in Settings, else the browser’s', () => {
    expect(timeZoneOf({ time_zone: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(timeZoneOf({ time_zone: null })).toBe(browserTimeZone());
    expect(timeZoneOf(null)).toBe(browserTimeZone());
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });
});
