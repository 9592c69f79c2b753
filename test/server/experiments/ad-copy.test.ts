import { makeDecidable } from './decidable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { insertLiveOrder } from '../page-editor/helpers';
import { campaignBody } from '../campaigns/fixtures';
import type { Experiment } from '../../../src/shared/contracts/experiments';
import {
  getAdCampaignsResponseSchema,
  getAdContentResponseSchema,
  type AdContent,
} from '../../../src/shared/contracts/campaigns';

// Ads know the variants (issue 18 item 5): ad copy is written from the published page's header,
// and stopping an experiment with B publishes B, so a campaign drafted after that is written from
// B's header; one drafted before it was written from A's.

let t: TestApp;
let a: TestUser;
beforeAll(async () => {
  t = await createTestApp({ ADS_SANDBOX_LAUNCH_SECONDS: '0.2', ADS_SANDBOX_DAY_SECONDS: '60' });
  a = await signUp(t.app);
}, 180_000);
afterAll(async () => {
  await t?.close();
}, 180_000);

const B_HEADER = 'Same-hour delivery for every shop in Pune';
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: a.headers, payload: payload as object });

async function draftedCopy(orderId: string, name: string): Promise<AdContent> {
  const created = await post('/api/create_ad_campaign', campaignBody(orderId, { campaign_name: name }));
  expect(created.statusCode, created.body).toBe(201);
  await eventually(async () => {
    const res = await post('/api/get_ad_campaigns', { order_id: orderId });
    const { ad_campaigns } = getAdCampaignsResponseSchema.parse(res.json());
    return ad_campaigns.find((c) => c.campaign_name === name)?.status === 'Payment Required';
  }, 30_000);
  const res = await post('/api/get_ad_content', { order_id: orderId, campaign_name: name });
  expect(res.statusCode, res.body).toBe(200);
  return getAdContentResponseSchema.parse(res.json()).ad_content!;
}

describe(`ad copy after an experiment (${TEST_DRIVER})`, () => {
  it('a campaign drafted after stopping with B is written from B’s header', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const before = await draftedCopy(orderId, `${orderId}_C1`);
    const text = (c: AdContent) => JSON.stringify([c.headlines, c.long_headline, c.description]);
    expect(text(before)).not.toContain(B_HEADER);

    const started = await post('/api/experiments', {
      order_id: orderId,
      kind: 'message',
      variants: [{ name: 'B', header: B_HEADER }],
    });
    expect(started.statusCode, started.body).toBe(201);
    const experiment = started.json() as Experiment;
    // While B is only a variant, the ads are still written from the published page (A).
    expect(text(await draftedCopy(orderId, `${orderId}_C2`))).not.toContain(B_HEADER);
    await makeDecidable(t.ctx, experiment.id, orderId, ['A', 'B']);
    const stopped = await post(`/api/experiments/${experiment.id}/stop`, { winner: 'B' });
    expect(stopped.statusCode, stopped.body).toBe(200);

    const after = await draftedCopy(orderId, `${orderId}_C3`);
    expect(after.long_headline.startsWith(B_HEADER)).toBe(true);
  }, 120_000);
});
