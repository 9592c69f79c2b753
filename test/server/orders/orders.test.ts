import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { orders } from '../../../src/server/db/schema';
import { IDEA_QUESTIONS, REQUIRED_ANSWERS } from '../../../src/shared/orders/questions';
import { ORDER_TEXTS } from '../../../src/shared/messages';
import { FOUNDER_QUESTION_TEXTS } from '../../../src/shared/orders/founder-questions';

let t: TestApp;
let alice: TestUser;

/** A solution and a unique feature of a few words each, for tests about other answers (the contract requires both). */
const FILLED = ['', 'Weekly boxes of fresh vegetables.', 'Recipes written by local chefs.', ''];

const idea = (...answers: (string | undefined)[]) => ({
  business_idea: IDEA_QUESTIONS.map((question, i) => ({ question, answer: answers[i] ?? FILLED[i]! })),
  amount: 99,
});

async function place(user: TestUser, ...answers: (string | undefined)[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/place-order',
    headers: user.headers,
    payload: idea(...answers),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { order_id: string }).order_id;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', ORDER_RATE_LIMIT_PER_HOUR: '1000' });
  alice = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('placing an order', () => {
  it('answers the order id, priced by the server whatever amount the client sends', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: alice.headers,
      payload: {
        ...idea(
          'Meal kits for busy parents',
          'Weekly boxes, delivered Sundays',
          'AI picks the recipes',
          'Would you pay $10?',
        ),
        amount: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    const { order_id } = res.json() as { order_id: string };
    expect(order_id).toMatch(/^[a-z0-9]{16}$/);

    const got = await t.app.inject({ method: 'GET', url: `/api/order/${order_id}`, headers: alice.headers });
    expect(got.statusCode).toBe(200);
    const order = got.json();
    expect(order).toMatchObject({
      id: order_id,
      title: 'Meal kits for busy parents',
      amount: 99,
      amount_minor: 9900,
      currency: 'USD',
      status: 'Payment Required',
      landing_page: null,
      paid_with: null,
      landing_url: `/p/${order_id}`,
    });
    expect(order.business_idea).toEqual(
      IDEA_QUESTIONS.map((question, i) => ({
        question,
        answer: [
          'Meal kits for busy parents',
          'Weekly boxes, delivered Sundays',
          'AI picks the recipes',
          'Would you pay $10?',
        ][i],
      })),
    );
    expect(new Date(order.due_date).getTime() - new Date(order.created_at).getTime()).toBe(7 * 24 * 3600 * 1000);
  });

  it.each([
    ['a first answer over 50 characters', idea('x'.repeat(51))],
    ['a later answer over 500 characters', idea('Idea', 'y'.repeat(501))],
    ['a blank first answer', idea('   ', 'solution')],
    ['no answers', { business_idea: [], amount: 99 }],
    ['five answers', { business_idea: [1, 2, 3, 4, 5].map((n) => ({ question: `q${n}`, answer: 'a' })) }],
    ['no body', undefined],
  ])('refuses %s with 400 and a detail', async (_name, payload) => {
    const before = await t.ctx.db.select({ id: orders.id }).from(orders);
    const res = await t.app.inject({ method: 'POST', url: '/place-order', headers: alice.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe('string');
    expect(await t.ctx.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });

  it("refuses a blank first answer when placing and when editing, with the form's text: no idea is untitled", async () => {
    const before = await t.ctx.db.select({ id: orders.id }).from(orders);
    const placing = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: alice.headers,
      payload: idea('  ', 'A solution without a title'),
    });
    expect(placing.statusCode).toBe(400);
    expect(placing.json().detail).toBe(`body.business_idea.0.answer: ${ORDER_TEXTS.titleRequired}`);
    expect(await t.ctx.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);

    const id = await place(alice, 'Titled idea');
    const editing = await t.app.inject({
      method: 'PUT',
      url: `/api/order/${id}`,
      headers: alice.headers,
      payload: { business_idea: idea('', 'A better solution here').business_idea },
    });
    expect(editing.statusCode).toBe(400);
    expect(editing.json().detail).toBe(`body.business_idea.0.answer: ${ORDER_TEXTS.titleRequired}`);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.title).toBe('Titled idea');
  });

  it('accepts answers exactly at the caps (50 and 500)', async () => {
    // Three questions of 166 characters: the fourth answer's cap, within the page form's limits.
    const questions = Array.from({ length: 3 }, () => `Would you ${'d'.repeat(155)}?`).join(' ');
    const id = await place(alice, 'a'.repeat(50), `${'bb '.repeat(166)}bb`, `${'cc '.repeat(166)}cc`, questions);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.businessIdea.map((p) => p.answer.length)).toEqual([50, 500, 500, 500]);
  });

  it("refuses an empty solution or unique feature, naming each with the form's text (no payment for an empty page)", async () => {
    const before = await t.ctx.db.select({ id: orders.id }).from(orders);
    const res = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: alice.headers,
      payload: idea('Meal kits for busy parents', '', 'AI recipes'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      `body.business_idea.1.answer: ${REQUIRED_ANSWERS.solution}; body.business_idea.2.answer: ${REQUIRED_ANSWERS.feature}`,
    );
    expect(await t.ctx.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
    // A few words each is enough.
    await place(alice, 'Meal kits for busy parents', 'Weekly boxes, delivered', 'AI picks recipes');
  });

  it("refuses founder's questions the page's form cannot carry whole, with the idea form's text", async () => {
    const four = 'Would you pay? How much? Sign up for the pilot in March. Tell us what would stop you.';
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: alice.headers,
      payload: idea('Meal kits', undefined, undefined, four),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe(`body.business_idea.3.answer: ${FOUNDER_QUESTION_TEXTS.tooMany(4)}`);

    const long = `Would you ${'really '.repeat(30)}pay for a weekly box?`;
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: alice.headers,
      payload: idea('Meal kits', undefined, undefined, `How often do you cook?\n${long}`),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toBe(
      `body.business_idea.3.answer: ${FOUNDER_QUESTION_TEXTS.tooLong(1, long.length)}`,
    );

    // Three questions, one a request without "?", go through whole.
    const id = await place(
      alice,
      'Meal kits',
      undefined,
      undefined,
      'Would you pay?\nHow much?\nSign up for the pilot',
    );
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.businessIdea[3]!.answer).toBe('Would you pay?\nHow much?\nSign up for the pilot');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/place-order', payload: idea('Idea') });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/orders' })).statusCode).toBe(401);
  });
});

describe('editing and removing', () => {
  it('edits the answers while Payment Required, and refuses once paid (409, unchanged)', async () => {
    const id = await place(alice, 'First idea');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/order/${id}`,
      headers: alice.headers,
      payload: { business_idea: idea('Better idea', 'A new better solution').business_idea },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'Better idea', status: 'Payment Required' });

    await t.ctx.db.update(orders).set({ status: 'Under Processing' }).where(eq(orders.id, id));
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/api/order/${id}`,
      headers: alice.headers,
      payload: { business_idea: idea('Sneaky change').business_idea },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toMatch(/locked/i);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.title).toBe('Better idea');
  });

  it('removes an order from the lists but keeps the row', async () => {
    const id = await place(alice, 'To be removed');
    const del = await t.app.inject({ method: 'DELETE', url: `/orders/${id}`, headers: alice.headers });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ order_id: id, deleted: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${id}`, headers: alice.headers })).statusCode).toBe(
      404,
    );
    const list = await t.app.inject({ method: 'GET', url: '/orders?page_size=100', headers: alice.headers });
    expect(list.json().orders.map((o: { id: string }) => o.id)).not.toContain(id);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'DELETE', url: `/orders/${id}`, headers: alice.headers })).statusCode).toBe(
      404,
    );
  });

  it('answers "No order data found for ID: …" for a missing order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/order/doesnotexist0000', headers: alice.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No order data found for ID: doesnotexist0000' });
  });
});

describe('the list', () => {
  it('defaults to newest first, 20 a page, with the total', async () => {
    const bob = await signUp(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push(await place(bob, `Idea number ${i}`));
    const res = await t.app.inject({ method: 'GET', url: '/orders', headers: bob.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 23, page: 1, page_size: 20 });
    expect(body.orders).toHaveLength(20);
    const createdAt = body.orders.map((o: { created_at: string }) => o.created_at);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    const page2 = (await t.app.inject({ method: 'GET', url: '/orders?page=2', headers: bob.headers })).json();
    expect(page2.orders).toHaveLength(3);
    expect(new Set([...body.orders, ...page2.orders].map((o: { id: string }) => o.id))).toEqual(new Set(ids));
  });

  it.each([
    ['an unknown sort key', '/orders?sort=password'],
    ['a bad direction', '/orders?dir=sideways'],
    ['page 0', '/orders?page=0'],
    ['a page size over 100', '/orders?page_size=1000'],
  ])('refuses %s with 400', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: alice.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBeTruthy();
  });

  it('treats % and _ in a search as plain characters', async () => {
    const carol = await signUp(t.app);
    await place(carol, '100% organic');
    await place(carol, '100 organic');
    const res = await t.app.inject({ method: 'GET', url: '/orders?search=100%25', headers: carol.headers });
    expect(res.json().orders.map((o: { title: string }) => o.title)).toEqual(['100% organic']);
  });
});
