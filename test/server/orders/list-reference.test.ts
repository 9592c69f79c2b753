// Must show: sort, search and paging agree with a brute-force reference on random data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { orders } from '../../../src/server/db/schema';
import { ORDER_STATUSES } from '../../../src/shared/orders/status';
import { MEASURED_STATUSES, ORDER_SORT_KEYS, type OrderSortKey } from '../../../src/shared/orders/list';
import { DEMAND_LEVEL_RANK, demandSignalOf } from '../../../src/shared/analytics/demand';
import { newOrderId } from '../../../src/server/ids';

let t: TestApp;
let user: TestUser;

interface Row {
  id: string;
  title: string;
  amountMinor: number;
  status: string;
  createdAt: Date;
  deleted: boolean;
}
const rows: Row[] = [];
const WORDS = [
  'Meal',
  'kits',
  'DOG',
  'walkers',
  'yoga',
  'Yoga',
  'app',
  'Active',
  'tea',
  'Tea',
  'solar',
  '50%',
  'a_b',
  'x',
];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  user = await signUp(t.app);
  const other = await signUp(t.app);
  // Deterministic pseudo-random data: duplicate titles, statuses, amounts and timestamps on purpose.
  const rnd = fc.sample(
    fc.record({
      words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
      status: fc.constantFrom(...ORDER_STATUSES),
      amount: fc.constantFrom(9900, 9900, 4900, 12000),
      minute: fc.integer({ min: 0, max: 40 }),
      deleted: fc.boolean(),
    }),
    { numRuns: 150, seed: 42 },
  );
  for (const r of rnd) {
    rows.push({
      id: newOrderId(),
      title: r.words.join(' '),
      amountMinor: r.amount,
      status: r.status,
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, r.minute)),
      deleted: r.deleted && Math.random() < 0.2,
    });
  }
  await t.ctx.db.insert(orders).values(
    rows.map((r) => ({
      id: r.id,
      userId: user.id,
      businessIdea: [{ question: 'What is your business idea?', answer: r.title }],
      title: r.title,
      amountMinor: r.amountMinor,
      currency: 'USD',
      status: r.status,
      createdAt: r.createdAt,
      // Due in the future: the scheduled sweep completes Active orders past their due date, which
      // would change statuses (and so the "active" search) while the property runs.
      dueAt: new Date(Date.now() + 7 * 86400_000),
      deletedAt: r.deleted ? new Date() : null,
    })),
  );
  // Another user's orders must never show up.
  await t.ctx.db.insert(orders).values(
    rows.slice(0, 20).map((r) => ({
      id: newOrderId(),
      userId: other.id,
      businessIdea: [],
      title: r.title,
      amountMinor: r.amountMinor,
      currency: 'USD',
      status: r.status,
      createdAt: r.createdAt,
      dueAt: r.createdAt,
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

/** The reference: filter, sort (ties broken by id in the same direction) and slice in memory. */
function reference(search: string, sort: OrderSortKey, dir: 'asc' | 'desc', page: number, pageSize: number) {
  const q = search.toLowerCase();
  const key = (r: Row): string | number =>
    sort === 'title'
      ? r.title.toLowerCase()
      : sort === 'amount'
        ? r.amountMinor
        : sort === 'created_at'
          ? r.createdAt.getTime()
          : sort === 'status'
            ? r.status
            : sort === 'id'
              ? r.id
              : // Demand: these pages have no visits, so a live page's visitors and leads are 0 and its
                // verdict the rank of no data; a page never live sorts as -1.
                !MEASURED_STATUSES.has(r.status)
                ? -1
                : sort === 'verdict'
                  ? DEMAND_LEVEL_RANK[demandSignalOf({ visitors: 0, leads: 0, spend_minor: null, paid_leads: 0 }).level]
                  : 0;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const sign = dir === 'asc' ? 1 : -1;
  const hits = rows
    .filter((r) => !r.deleted)
    .filter((r) => !q || r.title.toLowerCase().includes(q) || r.status.toLowerCase().includes(q))
    .sort((a, b) => sign * (cmp(key(a), key(b)) || cmp(a.id, b.id)));
  return { ids: hits.slice((page - 1) * pageSize, page * pageSize).map((r) => r.id), total: hits.length };
}

describe('GET /orders against a brute-force reference', () => {
  it('agrees on random searches, sorts and pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '',
          'yoga',
          'TEA',
          'active',
          'pro',
          'a',
          '50%',
          'a_b',
          '_',
          'zzz',
          'Payment Required',
          'dog walkers',
        ),
        fc.constantFrom(...ORDER_SORT_KEYS),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom(1, 7, 20, 50),
        async (search, sort, dir, page, pageSize) => {
          const url = `/orders?search=${encodeURIComponent(search)}&sort=${sort}&dir=${dir}&page=${page}&page_size=${pageSize}`;
          const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
          expect(res.statusCode).toBe(200);
          const body = res.json() as { orders: { id: string }[]; total: number; page: number; page_size: number };
          const want = reference(search, sort, dir, page, pageSize);
          expect(body.total).toBe(want.total);
          expect(body.orders.map((o) => o.id)).toEqual(want.ids);
          expect(body).toMatchObject({ page, page_size: pageSize });
        },
      ),
      { numRuns: 80, seed: 7 },
    );
  });
});
