import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { contactSubmissions, orders } from '../../../src/server/db/schema';
import { fullLandingPage } from '../../landing/fixtures';
import { insertLiveOrder } from '../page-editor/helpers';

let t: TestApp;
let alice: TestUser;
let ip = 1;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const send = (orderId: string, answers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact_form',
    remoteAddress: `198.19.0.${ip++}`,
    payload: {
      order_id: orderId,
      form_ms: 20_000,
      name: 'Priya Sharma',
      email: 'priya@example.com',
      message: 'Hi',
      policy: true,
      ...answers,
    },
  });

async function leadsOf(orderId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tracking',
    headers: alice.headers,
    payload: { order_id: orderId, tracking_type: 'contact_form', limit: 10 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { answers: { question: string; answer: string }[]; question_2: string | null }[];
}

describe('a lead keeps the text of the questions it answered', () => {
  it('answers come with the question the page asked when the lead was sent, even after the page is edited', async () => {
    const orderId = await insertLiveOrder(t.ctx, alice, { landingPage: fullLandingPage() });
    expect((await send(orderId, { question_1: 'Documents', question_2: '20' })).statusCode).toBe(201);
    // The founder rewrites the first question afterwards.
    const page = fullLandingPage();
    await t.ctx.db
      .update(orders)
      .set({ landingPage: { ...page, questions: { ...page.questions, question_1: 'Something else entirely?' } } })
      .where(eq(orders.id, orderId));
    const [lead] = await leadsOf(orderId);
    expect(lead!.answers).toEqual([
      { question: 'What do you usually send?', answer: 'Documents' },
      { question: 'How many deliveries a week?', answer: '20' },
    ]);
  });

  it('leaves out a question the lead did not answer', async () => {
    const orderId = await insertLiveOrder(t.ctx, alice, { landingPage: fullLandingPage() });
    expect((await send(orderId, { question_2: '5' })).statusCode).toBe(201);
    const [lead] = await leadsOf(orderId);
    expect(lead!.answers).toEqual([{ question: 'How many deliveries a week?', answer: '5' }]);
  });

  it("a lead stored before texts were kept shows the page's current question", async () => {
    const orderId = await insertLiveOrder(t.ctx, alice, { landingPage: fullLandingPage() });
    await t.ctx.db
      .insert(contactSubmissions)
      .values({ orderId, name: 'Old lead', email: 'old@example.com', message: 'Hi', question1: 'Parcels' });
    const [lead] = await leadsOf(orderId);
    expect(lead!.answers).toEqual([{ question: 'What do you usually send?', answer: 'Parcels' }]);
  });
});
