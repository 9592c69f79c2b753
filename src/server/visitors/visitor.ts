import { hash, randomBytes } from 'node:crypto';
import { lt, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { visitorSalts } from '../db/schema';
import { DAY_MS } from '../../shared/time';

/** The UTC day of a moment, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The day's salt of visitor hashes, shared by every app process through the database and
 * cached here. Salts older than yesterday are deleted when a new day's salt is made.
 */
export class VisitorSalts {
  /** Today's salt and the moment today ends (UTC), so the hot path compares two numbers. */
  private cached: { day: string; salt: string; endsAt: number } | null = null;
  private loading: Promise<string> | null = null;

  constructor(private readonly db: Db) {}

  /** The salt of the day of `at` if it is cached (no promise: the hot path), else `undefined`. */
  peek(at: Date): string | undefined {
    const cached = this.cached;
    const time = at.getTime();
    return cached && time < cached.endsAt && time >= cached.endsAt - DAY_MS ? cached.salt : undefined;
  }

  async saltFor(at: Date = new Date()): Promise<string> {
    const cachedSalt = this.peek(at);
    if (cachedSalt !== undefined) return cachedSalt;
    const day = utcDay(at);
    this.loading ??= this.load(day).finally(() => {
      this.loading = null;
    });
    const salt = await this.loading;
    return this.cached?.day === day ? salt : this.saltFor(at);
  }

  private async load(day: string): Promise<string> {
    await this.db
      .insert(visitorSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day));
    const yesterday = utcDay(new Date(Date.parse(day) - DAY_MS));
    await this.db.delete(visitorSalts).where(lt(visitorSalts.day, yesterday));
    this.cached = { day, salt: row!.salt, endsAt: Date.parse(day) + DAY_MS };
    return row!.salt;
  }
}

/** sha256(salt + IP + user agent + order id): one visitor on one page on one day, not reversible once the salt is gone. */
export function visitorHash(salt: string, ip: string, userAgent: string, orderId: string): string {
  return hash('sha256', `${salt}\n${ip}\n${userAgent}\n${orderId}`, 'hex');
}
