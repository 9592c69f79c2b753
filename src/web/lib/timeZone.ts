import { useUserOrNull } from './AuthProvider';

/**
 * The one home of the web app's time zone (docs/product.md#settings): the zone the founder chose in
 * Settings, else this browser's. The dashboard's days, the CSV and PDF exports and the digest a
 * founder turns on are all counted in it.
 */

/** This browser's IANA time zone, null when it names none (Settings then says nothing of it). */
export function browserTimeZoneOrNull(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** This browser's IANA time zone, 'UTC' when it names none. */
export function browserTimeZone(): string {
  return browserTimeZoneOrNull() ?? 'UTC';
}

/** The zone a founder's days are counted in: the one saved in Settings, else this browser's. */
export function timeZoneOf(user: { time_zone?: string | null } | null | undefined): string {
  return user?.time_zone || browserTimeZone();
}

/** The signed-in founder's zone (timeZoneOf the current user; the browser's when no one is signed in). */
export function useTimeZone(): string {
  return timeZoneOf(useUserOrNull());
}
