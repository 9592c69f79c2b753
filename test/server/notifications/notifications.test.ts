import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/server/db/schema';
import { notify } from '../../../src/server/notifications/service';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { fullLandingPage, sendContactMessage } from '../../landing/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t?.close();
});

async function activeOrderOf(user: TestUser): Promise<string> {
  const id = randomBytes(8).toString('hex');
  await t.ctx.db.insert(orders).values({
    id,
    userId: user.id,
    businessIdea: [],
    title: 'Dog walkers for busy professionals',
    amountMinor: 9900,
    currency: 'USD',
    status: 'Active',
    dueAt: new Date(Date.now() + 7 * 86_400_000),
    landingPage: fullLandingPage(),
  });
  return id;
}

const list = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.headers });

describe('notifications', () => {
  it('a new account has none and nothing unread', async () => {
    const user = await signUp(t.app);
    const res = await list(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notifications: [], unread: 0 });
  });

  it('a lead on the founder’s page notifies its owner only, linked to the order dashboard', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const orderId = await activeOrderOf(owner);
    expect((await sendContactMessage(t.app, orderId, '198.18.7.1')).statusCode).toBe(201);

    const body = (await list(owner)).json();
    expect(body.unread).toBe(1);
    expect(body.notifications).toHaveLength(1);
    expect(body.notifications[0]).toMatchObject({
      kind: 'new_lead',
      title: 'New lead',
      link: `/dashboard/overview/${orderId}`,
      read: false,
    });
    expect(body.notifications[0].message).toContain(fullLandingPage().seo_content.business_name);
    expect((await list(stranger)).json()).toEqual({ notifications: [], unread: 0 });
  });

  it('marks read what the caller lists, never another user’s', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const orderId = await activeOrderOf(owner);
    // Two people (one person's second send updates their lead and notifies nobody again).
    await sendContactMessage(t.app, orderId, '198.18.7.2', 'first@example.com');
    await sendContactMessage(t.app, orderId, '198.18.7.3', 'second@example.com');
    const [first, second] = (await list(owner)).json().notifications as { id: string }[];

    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: stranger.headers,
      payload: { ids: [first!.id] },
    });
    expect(theirs.json()).toEqual({ unread: 0 });
    expect((await list(owner)).json().unread).toBe(2);

    const one = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: owner.headers,
      payload: { ids: [first!.id] },
    });
    expect(one.json()).toEqual({ unread: 1 });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: owner.headers,
      payload: {},
    });
    expect(all.json()).toEqual({ unread: 0 });
    const after = (await list(owner)).json().notifications as { id: string; read: boolean }[];
    expect(after.find((n) => n.id === second!.id)?.read).toBe(true);
  });

  it('the same event notifies once', async () => {
    const owner = await signUp(t.app);
    const event = {
      userId: owner.id,
      kind: 'page_live' as const,
      title: 'Your landing page is live',
      message: 'x',
      link: '/transactions',
      eventKey: 'page_live:abc',
    };
    expect(await notify(t.ctx.db, event)).toBe(true);
    expect(await notify(t.ctx.db, event)).toBe(false);
    expect((await list(owner)).json().unread).toBe(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
