import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { founderWithLiveOrder } from './support/founder';

// Experiments (issue 18): write variant B in the dashboard, two visitors see A and B (their user
// agents differ, so their daily hashes do), a call-to-action click and a lead on B, the dashboard
// shows them per variant, and stopping with B publishes B. Screenshots at 390 and 1440 px.

const SHOTS = process.env.EXPERIMENT_SHOTS_DIR ?? '/work/notes/shots/experiments';
const B_HEADER = 'Dinner on the table in 15 minutes, every night';
const B_CTA = 'Get my first kit';
const card = (page: Page) => page.getByRole('region', { name: 'Experiments' });

/** A visitor context whose page shows `want` (user agents are tried until the hash picks it). */
async function visitorSeeing(browser: Browser, orderId: string, want: string) {
  for (let i = 0; i < 40; i++) {
    const context = await browser.newContext({
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`,
    });
    const page = await context.newPage();
    await page.goto(`/p/${orderId}`);
    if ((await page.locator('body').getAttribute('data-variant')) === want) return { context, page };
    await context.close();
  }
  throw new Error(`no visitor drew variant ${want}`);
}

test('message experiment: create B, serve A and B, count per variant, publish the winner', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const { token, orderId } = await founderWithLiveOrder(request);
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/dashboard/overview/${orderId}`);

  const c = card(page);
  await expect(c.getByRole('heading', { name: 'New experiment' })).toBeVisible();
  await c.getByLabel('Header (the big headline)').fill(B_HEADER);
  await c.getByLabel('Call-to-action button').fill(B_CTA);
  await c.getByRole('button', { name: 'Start experiment' }).click();
  await expect(page.getByText('The experiment is running: visitors now see one variant each.')).toBeVisible();
  await expect(c.getByText('No visitors have seen the variants yet.')).toBeVisible();

  const a = await visitorSeeing(browser, orderId, 'A');
  const b = await visitorSeeing(browser, orderId, 'B');
  await expect(a.page.getByRole('heading', { level: 1 })).not.toHaveText(B_HEADER);
  await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(B_HEADER);

  // B: a click on the call to action, then a lead.
  await b.page.getByRole('link', { name: B_CTA }).click();
  await b.page.getByLabel('Name', { exact: true }).fill('Priya Visitor');
  await b.page.getByLabel('Email', { exact: true }).fill('priya@example.com');
  await b.page.getByLabel('Message', { exact: true }).fill('I would order this.');
  await b.page.getByRole('checkbox').check();
  await b.page.getByRole('button', { name: /send/i }).click();
  await expect(b.page.getByText('Message sent successfully')).toBeVisible();

  // The dashboard per variant (the numbers refresh on reload).
  await page.reload();
  const rowB = c.getByTestId('variant-row-B');
  await expect(rowB).toContainText('1', { timeout: 30_000 });
  await expect(rowB.locator('td').nth(0)).toHaveText('1');
  await expect(rowB.locator('td').nth(1)).toHaveText('1');
  await expect(rowB.locator('td').nth(2)).toHaveText('1');
  await expect(c.getByTestId('variant-row-A').locator('td').nth(0)).toHaveText('1');
  await expect(c.getByTestId('experiment-verdict')).toContainText('Not enough data: about');
  await c.scrollIntoViewIfNeeded();
  await c.screenshot({ path: `${SHOTS}/experiments-1440.png` });
  await page.setViewportSize({ width: 390, height: 900 });
  await c.screenshot({ path: `${SHOTS}/experiments-390.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 1000 });

  // Stop with B as the winner: B is the page for everyone.
  await c.getByRole('button', { name: 'Stop and publish B' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish variant B?' });
  await dialog.getByRole('button', { name: 'Stop and publish B' }).click();
  await expect(page.getByText('Experiment stopped: variant B is now your page.')).toBeVisible();
  await a.page.reload();
  await expect(a.page.getByRole('heading', { level: 1 })).toHaveText(B_HEADER);
  expect(await a.page.locator('body').getAttribute('data-variant')).toBeNull();
  await a.context.close();
  await b.context.close();
});
