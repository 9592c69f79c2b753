import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, FARM_FRESH } from './support/campaigns';
import { founderWithLiveOrder } from './support/founder';
import { settle } from './support/settle';
import { leadFromAnAd } from './support/visitor';

// Issue 14 items 7 and 8: a paid sandbox campaign reports simulated figures, shown in the Ad
// Campaigns table ("Simulated"), and the demand card divides that reported spend by the lead that
// came from the ad while it ran. Figures are fetched when a campaign goes live and when it ends.
// The sandbox's days are real days here, so the campaign is on its first minutes and its figures are
// near zero: this checks where they show and how they are labelled; the simulation's numbers are
// checked in test/server/ads/sandbox-metrics.test.ts.

const SHOTS = 'e2e/screenshots';

async function paidCampaign(request: APIRequestContext, token: string, orderId: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, data: unknown) => {
    const answer = await request.post(url, { headers, data });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  const name = `${orderId}_C1`;
  await post('/api/create_ad_campaign', {
    order_id: orderId,
    campaign_name: name,
    business_name: 'Green Cart',
    budget: 7000,
    duration: 7,
    target_locations: ['2356'],
  });
  const campaign = async () =>
    ((await post('/api/get_ad_campaigns', { order_id: orderId })) as { ad_campaigns: { id: string; status: string }[] })
      .ad_campaigns[0]!;
  const status = async () => (await campaign()).status;
  await expect.poll(status, { timeout: 60_000 }).toBe('Payment Required');
  // An ad campaign is paid under its own id (`pfa_order_id`), as the dashboard's checkout does.
  const target = { use: 'ad_campaign', pfa_order_id: (await campaign()).id, campaign_name: name };
  const po = (await post('/create-razorpay-order', target)) as { id: string };
  const paid = await post('/api/payments/sandbox/complete', { razorpay_order_id: po.id, outcome: 'success' });
  await post('/verify-razorpay-payment', { ...paid, ...target });
  await expect.poll(status, { timeout: 60_000 }).toBe('Active');
  return name;
}

test('a sandbox campaign shows its simulated results, and the demand card its cost per paid lead', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { token, orderId } = await founderWithLiveOrder(request, FARM_FRESH);
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The campaigns are the dashboard's "Ad campaigns" section; the demand card is in its results.
  await page.goto(`/dashboard/overview/${orderId}/campaigns`);
  await expect(page.getByText('No ad campaigns available')).toBeVisible({ timeout: 30_000 });

  const name = await paidCampaign(request, token, orderId);
  await leadFromAnAd(page.context().browser()!, {
    baseURL: new URL(page.url()).origin,
    orderId,
    campaign: `${orderId}_C1`,
  });

  // Figures are stored by the job (on going live, on ending, every 15 minutes); the page reads them.
  const row = page.getByTestId(`campaign-row-${name}`);
  const results = row.getByTestId('campaign-results');
  await expect
    .poll(
      async () => {
        await page.reload();
        await row.waitFor({ timeout: 20_000 });
        return (await results.textContent()) ?? '';
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toMatch(/[\d,]+ impressions/);
  await expect(results).toContainText(/clicks/);
  await expect(results).toContainText(/spent/);
  await expect(results.getByTestId('metrics-simulated')).toHaveText('Simulated');

  await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/ad-metrics-table-desktop.png` });
  await expectNoSeriousA11yViolations(page, 'campaigns table with results', '[data-testid="ad-campaigns"]');
  await page.setViewportSize({ width: 390, height: 844 });
  await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/ad-metrics-table-phone.png` });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page
    .getByRole('navigation', { name: 'Order dashboard sections' })
    .getByRole('link', { name: 'Results' })
    .click();

  // The demand card: the reported spend over the one lead that came from the ad while it ran.
  const demand = page.locator('[aria-labelledby="demand-title"]');
  const cost = demand.locator('dt', { hasText: 'Cost per lead' }).locator('..');
  await expect(cost).toContainText('1 paid lead during the campaign', { timeout: 30_000 });
  await expect(demand.getByTestId('spend-simulated')).toHaveText('Simulated');
  await expect(cost).toContainText(/₹[\d,]+\.\d\d|No ad spend reported/);

  await demand.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/ad-metrics-demand-desktop.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await demand.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/ad-metrics-demand-phone.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
