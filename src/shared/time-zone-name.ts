// Whether a string names a time zone: no library, so the web app's contracts can check one cheaply
// (time-zones.ts, with @date-fns/tz, does the math).

/** An IANA time zone name that this runtime knows ("UTC", "Asia/Kolkata"); not a bare offset. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
