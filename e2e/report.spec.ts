import { expect, test, type APIRequestContext } from '@playwright/test';
import { founderWithLiveOrder } from './support/founder';
import { settle } from './support/settle';
import { CHROME_UA, nextMillisecond } from './support/visitor';

// Must show (issue 28): set a lead to "interviewed", share the decision report, open the link in a
// signed-out browser at 390 and 1440 px, revoke it (the link then answers 404). Screenshots.

const SHOTS = 'e2e/screenshots';
test.use({ userAgent: CHROME_UA });

async function seed(request: APIRequestContext, orderId: string) {
  for (let i = 0; i < 12; i++) {
    const res = await request.post('/api/events', {
      data: { order_id: orderId, type: 'page_view' },
      headers: { 'x-forwarded-for': `13.234.0.${i + 1}`, 'user-agent': `${CHROME_UA} v${i}` },
    });
    expect(res.status()).toBe(202);
  }
  for (let i = 1; i <= 3; i++) {
    const res = await request.post('/api/contact_form', {
      data: {
        order_id: orderId,
        form_ms: 20_000,
        name: `Private Person ${i}`,
        email: `private${i}@example.com`,
        question_1: i === 1 ? 'Twice a week, for my parents' : `Answer ${i}`,
        message: `A private message ${i}`,
        policy: true,
      },
      headers: { 'x-forwarded-for': `10.8.0.${i}`, 'user-agent': CHROME_UA },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await nextMillisecond(); // distinct timestamps: newest first is well defined
  }
}

test('a lead set to interviewed; the report shared, read signed out at 390 and 1440 px, then revoked', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const { token, orderId } = await founderWithLiveOrder(request);
  await seed(request, orderId);
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/overview/${orderId}`);

  // One click sets the follow-up of the first lead.
  const leads = page.getByRole('table', { name: /Contact form submissions/ });
  await expect(leads.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
  const row = leads.getByRole('row', { name: /Private Person 1/ });
  await row.getByText('Interviewed', { exact: true }).click();
  await expect(row.getByRole('radio', { name: 'Interviewed' })).toBeChecked();
  // It is stored: the list filtered by "Interviewed" holds that lead only.
  await page.getByLabel('Status', { exact: true }).selectOption('interviewed');
  await expect(leads.getByRole('row')).toHaveCount(2);
  await expect(leads).toContainText('Private Person 1');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/report-leads-follow-up-1440.png`, fullPage: true });

  // Share the report, quoting the first lead's answer.
  const card = page.getByRole('region', { name: 'Decision report' });
  await card.getByLabel('Twice a week, for my parents').check();
  await card.getByRole('button', { name: 'Share report' }).click();
  const link = card.getByLabel(/Anyone with this link/);
  await expect(link).toHaveValue(/\/r\/[A-Za-z0-9_-]{40,}$/);
  const url = await link.inputValue();
  await card.screenshot({ path: `${SHOTS}/report-share-card-1440.png` });

  // A signed-out browser reads it.
  const outsider = await browser.newContext({ userAgent: CHROME_UA });
  const reader = await outsider.newPage();
  for (const width of [390, 1440]) {
    await reader.setViewportSize({ width, height: 900 });
    const res = await reader.goto(url);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toContain('noindex');
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.getByTestId('report-follow-up')).toContainText('1 interviewed');
    await expect(reader.getByTestId('report-visitors')).toHaveText(/\d+/);
    await expect(reader.getByText('Twice a week, for my parents')).toBeVisible();
    const text = await reader.locator('body').innerText();
    for (const secret of ['Private Person', '@example.com', 'A private message', 'Answer 2']) {
      expect(text).not.toContain(secret);
    }
    // Nothing wider than the screen.
    const overflow = await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await reader.screenshot({ path: `${SHOTS}/report-public-${width}.png`, fullPage: true });
  }

  // On a phone each lead is a card with the same one-click follow-up.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Status', { exact: true }).selectOption('');
  const cards = page.getByRole('list', { name: /Contact form submissions/ });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await cards
    .getByRole('listitem')
    .filter({ hasText: 'Private Person 2' })
    .getByText('Would pay', { exact: true })
    .click();
  await expect(
    cards.getByRole('listitem').filter({ hasText: 'Private Person 2' }).getByRole('radio', { name: 'Would pay' }),
  ).toBeChecked();
  await settle(page);
  await cards.screenshot({ path: `${SHOTS}/report-leads-cards-390.png` });
  await card.screenshot({ path: `${SHOTS}/report-share-card-390.png` });

  // Revoke: the link answers 404.
  await card.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(card.getByText('Sharing stopped: the link no longer works.')).toBeVisible();
  const gone = await reader.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(reader.getByRole('heading', { name: 'Report not found' })).toBeVisible();
  await outsider.close();
});
