import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';
import { insertLeads, insertOrder, insertVisits } from '../analytics/fixtures';
import { orders, outbox, reportDigests } from '../../../src/server/db/schema';
import { DIGEST_KIND, runDigests } from '../../../src/server/report/digest';

// Issue 28 item 5: the weekly digest, opt-in, on Monday morning in the founder's time zone, once
// per week per page, through the outbox; one click turns it off. The clock is frozen: runDigests
// is given the instant it runs at.

let t: TestApp;
let kolkata: Account;
let newYork: Account;
let other: Account;
let pageIn: { kolkata: string; newYork: string; off: string };

/** Monday 30 Nov 2026. */
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  kolkata = await signUp(t.app);
  newYork = await signUp(t.app);
  other = await signUp(t.app);
  const created = at('2026-11-20T00:00:00Z');
  pageIn = {
    kolkata: await insertOrder(t.ctx, kolkata.userId, { createdAt: created }),
    newYork: await insertOrder(t.ctx, newYork.userId, { createdAt: created }),
    off: await insertOrder(t.ctx, kolkata.userId, { createdAt: created }),
  };
  // Live through the frozen weeks below (the sweep completes an order once it is due).
  await t.ctx.db
    .update(orders)
    .set({ dueAt: at('2100-01-01T00:00:00Z') })
    .where(inArray(orders.id, Object.values(pageIn)));
  await insertVisits(
    t.ctx,
    pageIn.kolkata,
    Array.from({ length: 20 }, (_, i) => ({ at: at('2026-11-27T10:00:00Z'), visitor: `k${i}` })),
  );
  await insertLeads(t.ctx, pageIn.kolkata, [
    { at: at('2026-11-28T10:00:00Z'), name: 'Private Name', email: 'p@example.com', visitor: 'k0' },
  ]);
  for (const [who, id, timezone] of [
    [kolkata, pageIn.kolkata, 'Asia/Kolkata'],
    [newYork, pageIn.newYork, 'America/New_York'],
  ] as const) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/digest`,
      headers: bearer(who.token),
      payload: { enabled: true, timezone },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: true, timezone });
  }
});
afterAll(async () => {
  await t?.close();
});

async function digestsTo(email: string) {
  return t.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, DIGEST_KIND)));
}

describe('the weekly digest', () => {
  it('is sent on Monday morning in each founder’s time zone, once per week per page', async () => {
    // Sunday 22:30 in New York, Monday 09:00 in Kolkata: only Kolkata's.
    expect(await runDigests(t.ctx.deps.report, at('2026-11-30T03:30:00Z'))).toEqual([pageIn.kolkata]);
    // An hour later: Kolkata's was sent this week; New York is still Sunday night.
    expect(await runDigests(t.ctx.deps.report, at('2026-11-30T04:30:00Z'))).toEqual([]);
    // Monday 08:00 in New York (13:00 UTC), 18:30 in Kolkata: only New York's.
    expect(await runDigests(t.ctx.deps.report, at('2026-11-30T13:00:00Z'))).toEqual([pageIn.newYork]);
    expect(await runDigests(t.ctx.deps.report, at('2026-11-30T14:00:00Z'))).toEqual([]);
    // Monday afternoon and Tuesday morning: nothing.
    expect(await runDigests(t.ctx.deps.report, at('2026-11-30T18:00:00Z'))).toEqual([]);
    expect(await runDigests(t.ctx.deps.report, at('2026-12-01T03:30:00Z'))).toEqual([]);
    expect(await digestsTo(kolkata.email)).toHaveLength(1);
    expect(await digestsTo(newYork.email)).toHaveLength(1);
    // The next Monday: each once more, in its own morning.
    expect(await runDigests(t.ctx.deps.report, at('2026-12-07T02:00:00Z'))).toEqual([pageIn.kolkata]);
    expect(await runDigests(t.ctx.deps.report, at('2026-12-07T13:30:00Z'))).toEqual([pageIn.newYork]);
    expect(await digestsTo(kolkata.email)).toHaveLength(2);
    expect(await digestsTo(newYork.email)).toHaveLength(2);
    // A page without the digest never gets one.
    expect(await t.ctx.db.select().from(reportDigests).where(eq(reportDigests.orderId, pageIn.off))).toEqual([]);
  });

  it('says the week’s visitors, leads, conversion, verdict and waiting leads, with the dashboard link; no visitor’s details', async () => {
    const [mail] = await digestsTo(kolkata.email);
    expect(mail!.subject).toContain('20 visitors, 1 leads');
    expect(mail!.text).toContain('Unique visitors: 20');
    expect(mail!.text).toContain('Leads: 1');
    expect(mail!.text).toContain('Conversion: 5.0%');
    expect(mail!.text).toContain('Verdict: Too early to tell: 20 of the 30 unique visitors needed');
    expect(mail!.text).toContain('Leads waiting for a reply: 1');
    expect(mail!.text).toContain(`/dashboard/overview/${pageIn.kolkata}`);
    expect(mail!.text).not.toContain('Private Name');
    expect(mail!.text).not.toContain('p@example.com');
  });

  it('carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) with the link of its text', async () => {
    const [mail] = await digestsTo(newYork.email);
    const link = /(http:\/\/\S+\/digest\/unsubscribe\/[A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(link).toBeTruthy();
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('HEAD and GET on the unsubscribe link change nothing; GET shows a confirmation whose button POSTs; POST turns it off', async () => {
    const [mail] = await digestsTo(newYork.email);
    const link = /\/digest\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[0];
    expect(link).toBeTruthy();
    const enabled = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${pageIn.newYork}/digest`,
          headers: bearer(newYork.token),
        })
      ).json().enabled as boolean;
    // A mail scanner's HEAD and a link preview's GET, several times.
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'HEAD', url: link! })).statusCode).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: link! });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Turn off the weekly email?');
      expect(page.body).toMatch(
        /<form method="post">[\s\S]*<button type="submit"[^>]*>Turn off the weekly email<\/button>/,
      );
      expect(page.headers['content-security-policy']).toContain("form-action 'self'");
      expect(page.headers['cache-control']).toBe('no-store');
    }
    expect(await enabled()).toBe(true);
    // A mail client's one-click unsubscribe (RFC 8058): a form-encoded POST to the link.
    const res = await t.app.inject({
      method: 'POST',
      url: link!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Weekly email turned off');
    expect(await enabled()).toBe(false);
    expect(await runDigests(t.ctx.deps.report, at('2026-12-14T13:30:00Z'))).toEqual([]);
    expect(await digestsTo(newYork.email)).toHaveLength(2);
    // Posting again (a second click) answers the same.
    expect((await t.app.inject({ method: 'POST', url: link!, payload: {} })).statusCode).toBe(200);
  });

  it('is off unless opted in; the founder turns it off; another founder’s page → 404', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${pageIn.kolkata}/digest`,
      headers: bearer(kolkata.token),
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false, timezone: null });
    expect(await runDigests(t.ctx.deps.report, at('2026-12-14T03:30:00Z'))).toEqual([]);
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/orders/${pageIn.kolkata}/digest`,
        headers: bearer(other.token),
        payload: method === 'PUT' ? { enabled: true, timezone: 'UTC' } : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${pageIn.kolkata}/digest`,
      headers: bearer(kolkata.token),
      payload: { enabled: true, timezone: '+05:30' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
