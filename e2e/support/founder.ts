import { expect, type APIRequestContext } from '@playwright/test';

/** The four answers of an idea, in the order of the idea form's questions. */
export type IdeaAnswers = readonly [idea: string, solution: string, feature: string, question: string];

export const MEAL_KITS: IdeaAnswers = [
  'Meal kits for busy parents',
  'Pre-portioned ingredients and 15-minute recipes every week.',
  'Recipes tailored to your kids by a nutritionist.',
  'Would you pay $10 per meal? What is your biggest dinner struggle?',
];

const QUESTIONS = [
  'What is your business idea?',
  'What is your business solution?',
  'What is your unique feature?',
  'What is your question prompt?',
];

/**
 * A new founder with a paid, generated (Active) order, set up through the API: sign up, place the
 * order, pay it in the sandbox, verify, and wait for the page. Journeys that test those screens
 * drive them in the browser; the others start from here.
 */
export async function founderWithLiveOrder(
  request: APIRequestContext,
  answers: IdeaAnswers = MEAL_KITS,
): Promise<{ token: string; orderId: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Asha Founder', email, password: 'correct horse battery staple' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const token = res.headers()['set-auth-token']!;
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, data: unknown) => {
    const answer = await request.post(url, { headers, data });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  const { order_id: orderId } = (await post('/place-order', {
    amount: 99,
    business_idea: answers.map((answer, i) => ({ question: QUESTIONS[i], answer })),
  })) as { order_id: string };
  const po = (await post('/create-razorpay-order', { amount: 0, use: 'landing_page', pfa_order_id: orderId })) as {
    id: string;
  };
  const paid = await post('/api/payments/sandbox/complete', { razorpay_order_id: po.id, outcome: 'success' });
  await post('/verify-razorpay-payment', { ...paid, pfa_order_id: orderId, use: 'landing_page' });
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/order/${orderId}`, { headers })).json()) as { status: string }).status,
      {
        timeout: 60_000,
      },
    )
    .toBe('Active');
  return { token, orderId };
}
