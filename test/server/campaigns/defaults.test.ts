import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { campaignDefaultsResponseSchema } from '../../../src/shared/contracts/campaigns';
import { CAMPAIGN_MESSAGES as M } from '../../../src/shared/campaigns/messages';
import { insertOrder } from './fixtures';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const defaults = async (user: TestUser, orderId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/get_campaign_defaults',
    headers: user.headers,
    payload: { order_id: orderId },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('POST /api/get_campaign_defaults: where a new campaign runs', () => {
  it("a Pune idea starts from Pune's geo target, with the places it lies in", async () => {
    const orderId = await insertOrder(t.ctx, alice.id, {
      idea: ['Dog walkers in Pune', 'We walk dogs twice a day.', 'The same walker every visit.', ''],
    });
    const { status, body } = await defaults(alice, orderId);
    expect(status).toBe(200);
    expect(campaignDefaultsResponseSchema.parse(body)).toEqual({
      target_locations: [
        {
          value: '1007788',
          label: 'Pune,Maharashtra,India',
          name: 'Pune',
          type: 'City',
          parents: ['20462', '2356'],
        },
      ],
      source: 'answers',
      note: M.locationsFromAnswers(['Pune']),
    });
  });

  it('a Manchester idea starts from the United Kingdom, and says why not Manchester', async () => {
    const orderId = await insertOrder(t.ctx, alice.id, {
      idea: ['Bike repair at home in Manchester', 'Mechanics come to your door.', 'Fixed within the hour.', ''],
    });
    const { body } = await defaults(alice, orderId);
    expect(body).toMatchObject({
      target_locations: [{ value: '2826', label: 'United Kingdom', type: 'Country' }],
      source: 'answers',
      note: `${M.locationsFromAnswers(['Manchester'])} ${M.locationsCountryOnly('Manchester', 'United Kingdom')}`,
    });
  });

  it('an idea naming no place starts from the default country (India)', async () => {
    const orderId = await insertOrder(t.ctx, alice.id, {
      idea: ['Meal kits for busy parents', 'Weekly boxes with recipes.', 'Recipes by a nutritionist.', ''],
    });
    const { body } = await defaults(alice, orderId);
    expect(body).toMatchObject({
      target_locations: [{ value: '2356', label: 'India', type: 'Country', parents: [] }],
      source: 'default',
      note: M.locationsDefault('India'),
    });
  });

  it("answers 404 for another founder's order", async () => {
    const orderId = await insertOrder(t.ctx, alice.id);
    expect((await defaults(bob, orderId)).status).toBe(404);
  });
});
