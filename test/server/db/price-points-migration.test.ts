import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/client';
import { experiments } from '../../../src/server/db/schema';
import { listExperiments } from '../../../src/server/experiments/service';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type Account } from '../auth/accounts';
import { insertOrder } from '../analytics/fixtures';

// Migration 0028: price points kept in experiments.variants move from major units (`amount`) to
// minor units (`amount_minor`); the API still answers `amount` in major units.

const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, '0028_price_points_minor.sql'), 'utf8');

let t: TestApp;
let owner: Account;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(() => t.close());

const point = (amount: number, period = 'month') => ({ amount, currency: 'USD', period, included: `At ${amount}` });

/** A row as it was kept before 0028 (written around the typed schema, which now says minor units). */
async function insertOld(orderId: string, kind: string, status: string, variants: unknown[]): Promise<string> {
  const [row] = await t.ctx.db
    .insert(experiments)
    .values({ orderId, kind, status, variants: variants as never })
    .returning({ id: experiments.id });
  return row!.id;
}

const variantsOf = async (id: string) =>
  (await t.ctx.db.select({ v: experiments.variants }).from(experiments).where(eq(experiments.id, id)))[0]!.v;

describe('migration 0028: price points in minor units', () => {
  it('rewrites an old price test and an old tiers test, leaves a message test, and runs twice safely', async () => {
    const orderId = await insertOrder(t.ctx, owner.userId);
    const price = await insertOld(orderId, 'price', 'stopped', [
      { name: 'A', control: true, prices: [point(9)] },
      { name: 'B', control: false, prices: [point(19.5)] },
      { name: 'C', control: false, prices: [point(0.29, 'once')] },
    ]);
    const tiers = await insertOld(orderId, 'tiers', 'stopped', [
      { name: 'A', control: true, prices: [point(999_999.99, 'year'), point(4.1)] },
    ]);
    const message = await insertOld(orderId, 'message', 'running', [
      { name: 'A', control: true },
      { name: 'B', control: false, header: 'A second promise' },
    ]);

    await t.ctx.db.execute(sql.raw(MIGRATION));
    await t.ctx.db.execute(sql.raw(MIGRATION));

    const minor = (amount_minor: number, included: number, period = 'month') => ({
      amount_minor,
      currency: 'USD',
      period,
      included: `At ${included}`,
    });
    expect(await variantsOf(price)).toEqual([
      { name: 'A', control: true, prices: [minor(900, 9)] },
      { name: 'B', control: false, prices: [minor(1950, 19.5)] },
      { name: 'C', control: false, prices: [minor(29, 0.29, 'once')] },
    ]);
    expect(await variantsOf(tiers)).toEqual([
      { name: 'A', control: true, prices: [minor(99_999_999, 999_999.99, 'year'), minor(410, 4.1)] },
    ]);
    expect(await variantsOf(message)).toEqual([
      { name: 'A', control: true },
      { name: 'B', control: false, header: 'A second promise' },
    ]);

    // The founder's API is unchanged: amounts in major units.
    const listed = await listExperiments(t.ctx.db, owner.userId, orderId);
    const answered = listed.find((e) => e.id === price)!;
    expect(answered.variants.map((v) => v.prices?.map((p) => p.amount))).toEqual([[9], [19.5], [0.29]]);
  });
});
