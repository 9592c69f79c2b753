import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { bearer, signIn, signUp, type Account } from '../auth/accounts';
import { insertOrder as insertAnalyticsOrder } from '../analytics/fixtures';
import { insertOrder, sendContactMessage } from '../../landing/fixtures';
import {
  contactSubmissions,
  orders,
  outbox,
  paymentOrders,
  profiles,
  sessions,
  users,
} from '../../../src/server/db/schema';
import { DIGEST_KIND, runDigests } from '../../../src/server/report/digest';
import { NEW_LEAD_KIND } from '../../../src/server/leads/email';

// Issue 35 item 6 ("the first hour"): the settings of the founders Ideaproof serves (a country
// first, its regions, postal code and phone rules), the time zone, the email preferences (wired to
// the digest and the lead alerts), the password change and deleting the account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await t?.close();
});

const profile = (email: string) => ({
  first_name: 'Priya',
  last_name: 'Sharma',
  email,
  phone: '98765 43210',
  phone_country: 'IN',
  address: 'MG Road',
  address_number: '12',
  city: 'Pune',
  country: 'IN',
  state: 'Maharashtra',
  zip_code: '411001',
});

describe(`PUT /profile by country (${TEST_DRIVER})`, () => {
  let a: Account;
  beforeAll(async () => {
    a = await signUp(t.app);
  });
  const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/profile', headers: bearer(a.token), payload });

  it('saves an Indian address (a state, a 6-digit PIN code, a 10-digit phone with +91) without a birthday', async () => {
    const res = await put(profile(a.email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      country: 'IN',
      state: 'Maharashtra',
      zip_code: '411001',
      phone: '98765 43210',
      phone_country: 'IN',
      birthday: null,
    });
    const withCode = await put({ ...profile(a.email), phone: '+91 98765 43210', state: 'Delhi' });
    expect(withCode.statusCode, withCode.body).toBe(200);
  });

  const refused: [string, object, string][] = [
    ['a US state in India', { state: 'CA' }, 'body.state: State must be one of India’s states and union territories'],
    ['a 5-digit PIN code', { zip_code: '41100' }, 'body.zip_code: PIN code must be 6 digits'],
    ['no PIN code', { zip_code: '' }, 'body.zip_code: PIN code is required'],
    [
      'a postal code of symbols',
      { country: 'DE', state: 'Bayern', zip_code: '<8033>' },
      'body.zip_code: Postal code must be 3 to 10 letters or digits',
    ],
    [
      'a 9-digit Indian phone',
      { phone: '98765 4321' },
      'body.phone: Phone must be 10 digits (an Indian mobile number)',
    ],
    ['another country’s code', { phone: '+1 415 555 0100' }, 'body.phone: Phone starts with another country'],
    ['an unknown country', { country: 'XX' }, 'body.country: Country must be a country code such as IN or US'],
    ['a US ZIP of letters', { country: 'US', state: 'CA', zip_code: 'ABCDE' }, 'body.zip_code: ZIP must be 5 digits'],
    [
      'a state outside the five',
      { country: 'US', state: 'WA', zip_code: '94103' },
      'State must be one of CA, TX, NY, FL, IL',
    ],
  ];
  for (const [name, change, message] of refused) {
    it(`refuses ${name}`, async () => {
      const res = await put({ ...profile(a.email), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(message);
    });
  }

  it('takes a US address with a ZIP+4 and a US phone, and a free-text region elsewhere', async () => {
    const us = await put({
      ...profile(a.email),
      country: 'US',
      state: 'NY',
      zip_code: '10001-1234',
      phone: '(212) 555-0100',
      phone_country: 'US',
    });
    expect(us.statusCode, us.body).toBe(200);
    const de = await put({
      ...profile(a.email),
      country: 'DE',
      state: 'Bayern',
      zip_code: '80331',
      phone_country: 'DE',
      phone: '89 1234567',
    });
    expect(de.statusCode, de.body).toBe(200);
    expect(de.json()).toMatchObject({ country: 'DE', state: 'Bayern', zip_code: '80331' });
  });
});

describe('PUT /api/me/preferences', () => {
  it('saves the time zone and the email preferences; refuses a time zone that is not IANA', async () => {
    const a = await signUp(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(a.token) });
    expect(me.json()).toMatchObject({ time_zone: null, email_digest: true, email_lead_alerts: true });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: bearer(a.token),
      payload: { time_zone: 'Asia/Kolkata', email_digest: false, email_lead_alerts: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ time_zone: 'Asia/Kolkata', email_digest: false, email_lead_alerts: false });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: bearer(a.token),
      payload: { time_zone: 'GMT+5:30', email_digest: true, email_lead_alerts: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('Time zone must be an IANA time zone name');
  });
});

describe('email preferences stop the emails they name', () => {
  it('lead alerts off: a new lead is stored and notified in the bell, but no new-lead email is written', async () => {
    const on = await insertOrder(t.ctx);
    const off = await insertOrder(t.ctx);
    await t.ctx.db
      .insert(profiles)
      .values({ userId: off.userId, username: 'Founder', email: off.email, emailLeadAlerts: false });
    expect((await sendContactMessage(t.app, on.orderId, '198.18.5.1')).statusCode).toBe(201);
    expect((await sendContactMessage(t.app, off.orderId, '198.18.5.2')).statusCode).toBe(201);
    const mails = await t.ctx.db
      .select({ to: outbox.to })
      .from(outbox)
      .where(and(eq(outbox.kind, NEW_LEAD_KIND), inArray(outbox.to, [on.email, off.email])));
    expect(mails.map((m) => m.to)).toEqual([on.email]);
    expect(
      await t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, off.orderId)),
    ).toHaveLength(1);
  });

  it('digest off: the weekly digest of a page with its digest on is not sent', async () => {
    const on = await signUp(t.app);
    const off = await signUp(t.app);
    const created = new Date('2026-11-20T00:00:00Z');
    const pages = [
      await insertAnalyticsOrder(t.ctx, on.userId, { createdAt: created }),
      await insertAnalyticsOrder(t.ctx, off.userId, { createdAt: created }),
    ];
    await t.ctx.db
      .update(orders)
      .set({ dueAt: new Date('2100-01-01T00:00:00Z') })
      .where(inArray(orders.id, pages));
    for (const [who, id] of [
      [on, pages[0]!],
      [off, pages[1]!],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${id}/digest`,
        headers: bearer(who.token),
        payload: { enabled: true, timezone: 'Asia/Kolkata' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const pref = await t.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: bearer(off.token),
      payload: { time_zone: null, email_digest: false, email_lead_alerts: true },
    });
    expect(pref.statusCode).toBe(200);
    // Monday 30 Nov 2026, 09:00 in Kolkata.
    const sent = await runDigests(t.ctx.deps.report, new Date('2026-11-30T03:30:00Z'));
    expect(sent).toContain(pages[0]);
    expect(sent).not.toContain(pages[1]);
    const mails = await t.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, DIGEST_KIND), eq(outbox.to, off.email)));
    expect(mails).toEqual([]);
  });
});

describe('POST /api/me/password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload });

  it('refuses a wrong current password and an easy new one; nothing changes', async () => {
    const a = await signUp(t.app);
    const wrong = await change(a.token, {
      current_password: 'not my password',
      new_password: 'a much better passphrase 7',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Your current password is not right');
    const weak = await change(a.token, { current_password: a.password, new_password: 'password1' });
    expect(weak.statusCode).toBe(400);
    const short = await change(a.token, { current_password: a.password, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect((await signIn(t.app, a.email, a.password)).statusCode).toBe(200);
  });

  it('changes it: the new password signs in, the old one no longer; this session stays, the others end', async () => {
    const a = await signUp(t.app);
    const other = (await signIn(t.app, a.email, a.password)).headers['set-auth-token'] as string;
    const res = await change(a.token, { current_password: a.password, new_password: 'plum orchard lantern 42' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await signIn(t.app, a.email, a.password)).statusCode).toBe(401);
    expect((await signIn(t.app, a.email, 'plum orchard lantern 42')).statusCode).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(a.token) });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) });
    expect(theirs.statusCode).toBe(401);
    // The stored hash is the identity library's, not the password.
    const stored = JSON.stringify(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, a.userId)));
    expect(stored).not.toContain('plum orchard');
  });
});

describe('DELETE /api/me', () => {
  it('refuses without the account email typed again', async () => {
    const a = await signUp(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: bearer(a.token),
      payload: { confirm_email: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Type your account email exactly to confirm deleting the account');
    expect(await t.ctx.db.select().from(users).where(eq(users.id, a.userId))).toHaveLength(1);
  });

  it('deletes the account, its profile, pages and leads, ends its sessions, and keeps its payment records', async () => {
    const a = await signUp(t.app);
    const orderId = await insertAnalyticsOrder(t.ctx, a.userId);
    await t.ctx.db.insert(paymentOrders).values({
      id: `order_sbx_${a.userId}`,
      gateway: 'sandbox',
      userId: a.userId,
      use: 'landing_page',
      targetId: orderId,
      amountMinor: 9900,
      currency: 'INR',
      receipt: `rcpt_${a.userId}`,
      status: 'paid',
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: bearer(a.token),
      payload: { confirm_email: a.email.toUpperCase() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, a.userId))).toEqual([]);
    expect(await t.ctx.db.select().from(profiles).where(eq(profiles.userId, a.userId))).toEqual([]);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.id, orderId))).toEqual([]);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, a.userId))).toEqual([]);
    expect(await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, a.userId))).toHaveLength(1);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(a.token) });
    expect(after.statusCode).toBe(401);
    expect((await signIn(t.app, a.email, a.password)).statusCode).toBe(401);
  });
});
