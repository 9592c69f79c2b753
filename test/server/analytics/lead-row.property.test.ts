import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../helpers/app';
import type { Database } from '../../../src/server/db/client';
import { orders, users } from '../../../src/server/db/schema';

/**
 * Issue 34, the counted leads at 1M visits: a lead's visitor row (time, channel, campaign, variant,
 * country) is kept on the lead by triggers (migration 0034) so that counting leads reads one index.
 * After any sequence of writes, to the leads (a new lead, with or without a visitor, another visitor)
 * or to the visitor rows (written, given a variant, moved to another channel, removed), every lead's
 * copy equals its visitor row looked up directly, and is empty when it has none.
 */

let database: Database;
let drop: () => Promise<void>;
let orderId: string;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const userId = randomBytes(8).toString('hex');
  await database.db.insert(users).values({ id: userId, name: 'Founder', email: `${userId}@example.com` });
  orderId = randomBytes(8).toString('hex');
  await database.db.insert(orders).values({ id: orderId, userId, businessIdea: [], title: 'Idea', amountMinor: 9900, currency: 'INR', status: 'Active', dueAt: new Date() });
});
afterAll(() => drop());

const who = fc.constantFrom('a', 'b', 'c', 'd');
const op = fc.oneof(
  fc.record({ kind: fc.constant('lead' as const), who: fc.option(who, { nil: null }) }),
  fc.record({ kind: fc.constant('row' as const), who, channel: fc.constantFrom('Direct', 'Paid Search', 'Email'), country: fc.constantFrom('', 'India', 'Kenya') }),
  fc.record({ kind: fc.constant('variant' as const), who, variant: fc.constantFrom('A', 'B') }),
  fc.record({ kind: fc.constant('move' as const), who, channel: fc.constantFrom('Paid Search', 'Referral') }),
  fc.record({ kind: fc.constant('remove' as const), who }),
  fc.record({ kind: fc.constant('revisit' as const), from: who, to: who }),
);

describe("a lead's copy of its visitor row", () => {
  it('equals the row looked up directly after any sequence of writes to leads and rows', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const db = database.db;
        await db.execute(sql`delete from contact_submissions where order_id = ${orderId}`);
        await db.execute(sql`delete from visit_steps where order_id = ${orderId}`);
        const hash = (w: string) => `${w}-${n}`;
        n++;
        let t = Date.UTC(2026, 0, 1);
        for (const o of ops) {
          t += 60_000;
          const at = new Date(t).toISOString();
          if (o.kind === 'lead') {
            await db.execute(sql`insert into contact_submissions (order_id, name, email, message, visitor_hash)
              values (${orderId}, 'Lead', ${`${randomBytes(4).toString('hex')}@example.com`}, 'Hello', ${o.who === null ? null : hash(o.who)})
              on conflict do nothing`);
          } else if (o.kind === 'row') {
            await db.execute(sql`insert into visit_steps (order_id, visitor_hash, step, occurred_at, country, channel)
              values (${orderId}, ${hash(o.who)}, 'page_view', ${at}::timestamptz, ${o.country}, ${o.channel}) on conflict do nothing`);
          } else if (o.kind === 'variant') {
            await db.execute(sql`update visit_steps set variant = ${o.variant}, occurred_at = ${at}::timestamptz
              where order_id = ${orderId} and visitor_hash = ${hash(o.who)} and variant = ''`);
          } else if (o.kind === 'move') {
            await db.execute(sql`update visit_steps set channel = ${o.channel}, campaign = 'Spring'
              where order_id = ${orderId} and visitor_hash = ${hash(o.who)}`);
          } else if (o.kind === 'remove') {
            await db.execute(sql`delete from visit_steps where order_id = ${orderId} and visitor_hash = ${hash(o.who)}`);
          } else {
            await db.execute(sql`update contact_submissions set visitor_hash = ${hash(o.to)}
              where order_id = ${orderId} and visitor_hash = ${hash(o.from)}
                and not exists (select 1 from contact_submissions x where x.order_id = ${orderId} and x.visitor_hash = ${hash(o.to)})`);
          }
        }
        const { rows } = (await db.execute(sql`
          select l.id,
                 (l.row_at, l.row_channel, l.row_campaign, l.row_variant, l.row_country)::text as copy,
                 (select (s.occurred_at, s.channel, s.campaign, s.variant, s.country)::text from visit_steps s
                   where s.order_id = l.order_id and s.visitor_hash = l.visitor_hash and s.step = 'page_view') as row
            from contact_submissions l where l.order_id = ${orderId}`)) as unknown as { rows: { copy: string; row: string | null }[] };
        for (const r of rows) expect(r.copy).toBe(r.row ?? '(,,,,)');
      }),
      { numRuns: 60 },
    );
  });
});
