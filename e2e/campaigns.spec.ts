import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// Must show (issue 6): create a campaign (every validation message once), Draft turns into
// Payment Required, the preview shows its images, pay in the sandbox, Under Processing then
// Active — all without a reload; axe clean; screenshots.

const SHOTS = 'e2e/screenshots';

/** Axe on the page, or only on an open dialog (the page behind the backdrop is dimmed on purpose). */
async function expectNoSeriousA11yViolations(page: Page, label: string, within?: string) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${label}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** A founder with a paid, generated (Active) order, set up through the API (issue 3 tests the UI of that). */
async function founderWithLiveOrder(request: APIRequestContext) {
  const email = `e2e-ads-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Asha Founder', email, password: 'correct horse battery staple' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const token = res.headers()['set-auth-token']!;
  const headers = { authorization: `Bearer ${token}` };
  const placed = await request.post('/place-order', {
    headers,
    data: {
      amount: 99,
      business_idea: [
        { question: 'What is your business idea?', answer: 'Farm-fresh vegetables delivered in Pune' },
        {
          question: 'What is your business solution?',
          answer: 'We connect local farmers with apartment residents through a weekly subscription box.',
        },
        { question: 'What is your unique feature?', answer: 'Harvested the morning of delivery, zero cold storage' },
        { question: 'What is your question prompt?', answer: 'How often would you order fresh vegetables?' },
      ],
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = ((await placed.json()) as { order_id: string }).order_id;
  const po = await request.post('/create-razorpay-order', {
    headers,
    data: { amount: 0, use: 'landing_page', pfa_order_id: orderId },
  });
  const paid = await request.post('/api/payments/sandbox/complete', {
    headers,
    data: { razorpay_order_id: ((await po.json()) as { id: string }).id, outcome: 'success' },
  });
  const verified = await request.post('/verify-razorpay-payment', {
    headers,
    data: { ...(await paid.json()), pfa_order_id: orderId, use: 'landing_page' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
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

test('a Google Ad campaign is created, previewed, paid in the sandbox and goes live without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, orderId } = await founderWithLiveOrder(request);
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  await page.goto(`/dashboard/overview/${orderId}`);
  await expect(page.getByText('No ad campaigns available')).toBeVisible({ timeout: 20_000 });
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });

  // The create modal from the "Create Ad Campaign" dropdown.
  await page.getByRole('button', { name: 'Create Ad Campaign' }).click();
  await page.getByRole('button', { name: 'Google Ad' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Google Ad Campaign' });
  await expect(modal).toBeVisible();
  const name = modal.getByLabel('Campaign name');
  await expect(name).toHaveValue(`${orderId}_C1`);
  await expect(name).toHaveAttribute('readonly', '');
  await expect(modal.getByLabel('Budget')).toHaveValue('5000');
  await expect(modal.getByLabel('Duration (days)')).toHaveValue('7');
  await expect(modal.getByTestId('selected-locations')).toContainText('India');
  await expect(modal.getByTestId('daily-spend')).toContainText('₹714.29');
  await page.waitForTimeout(400); // let the modal finish fading in before the picture
  await page.screenshot({ path: `${SHOTS}/campaigns-create-modal.png` });
  await expectNoSeriousA11yViolations(page, 'create campaign modal', '.modal.show');

  // Every §5 message once. The campaign name is generated and read-only: empty it the way a
  // script (or a broken prefill) would, to show the rule is there.
  await name.evaluate((el: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, '');
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await modal.getByLabel('Business name').fill('');
  await modal.getByLabel('Budget').fill('4999');
  await modal.getByLabel('Duration (days)').fill('8');
  await modal.getByRole('button', { name: 'Remove India' }).click();
  await modal.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
  for (const message of [
    'Campaign name is required',
    'Business name is required',
    'At least one location is required',
    'Budget must be between 5000 and 20000 INR',
    'Duration must be between 1 and 7 days',
  ]) {
    await expect(modal.getByText(message)).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/campaigns-create-errors.png` });

  // A valid campaign: India, the United States and Mumbai (through the location lookup).
  await name.evaluate((el: HTMLInputElement, value: string) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, `${orderId}_C1`);
  await modal.getByLabel('Business name').fill('Green Cart');
  await modal.getByLabel('Budget').fill('7000');
  await modal.getByLabel('Duration (days)').fill('5');
  await expect(modal.getByTestId('daily-spend')).toContainText('₹1,400.00');
  await modal.getByLabel('Add a country').selectOption({ label: 'India' });
  await modal.getByLabel('Add a country').selectOption({ label: 'United States' });
  await modal.getByLabel('Or search an Indian state or city').fill('Mumbai');
  await modal.getByRole('button', { name: /^Mumbai, Maharashtra/ }).click();
  await expect(modal.getByTestId('selected-locations')).toContainText('Mumbai, Maharashtra');
  await expect(modal.getByText('3/5 locations')).toBeVisible();
  await modal.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Google Ad campaign created successfully!')).toBeVisible();
  await expect(modal).toBeHidden();

  // Draft → Payment Required, without a reload.
  const row = page.getByTestId(`campaign-row-${orderId}_C1`);
  const status = row.getByTestId('campaign-status');
  await expect(status).toHaveText(/Draft|Payment Required/);
  await expect(row.getByText('Sandbox')).toBeVisible();
  await expect(status).toHaveText('Payment Required', { timeout: 30_000 });
  await expect(row.getByText('₹7,000.00 · 5 days')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/campaigns-table-payment-required.png`, fullPage: true });

  // The preview: texts and the four images, loaded.
  await row.getByRole('button', { name: `Preview ad of ${orderId}_C1` }).click();
  const preview = page.getByRole('dialog', { name: /Ad Preview/ });
  await expect(preview.getByText('Farm-fresh vegetables delivered in Pune').first()).toBeVisible();
  await expect(preview.getByRole('link', { name: new RegExp(`/p/${orderId}$`) })).toBeVisible();
  const images = preview.getByRole('img');
  await expect(images).toHaveCount(4);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1200);
  }
  await preview.locator('.modal-body').evaluate((el) => el.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/campaigns-preview.png` });
  await expectNoSeriousA11yViolations(page, 'ad preview', '.modal.show');
  await preview.getByRole('button', { name: 'Close' }).last().click();
  await expect(preview).toBeHidden();

  // Pay the budget in the sandbox checkout: the server's amount, in INR.
  await row.getByRole('button', { name: 'Complete Payment' }).click();
  const checkout = page.getByRole('dialog', { name: /Checkout/ });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByTestId('sandbox-amount')).toContainText('7,000');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/campaigns-checkout.png` });
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Payment verified: success')).toBeVisible();

  // Under Processing, then Active, without a reload.
  await expect(status).toHaveText('Under Processing');
  await expect(row.getByRole('button', { name: /Your ad campaign is being processed/ })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/campaigns-under-processing.png`, fullPage: true });
  await expect(status).toHaveText('Active', { timeout: 30_000 });
  const landing = row.getByRole('link', { name: /View Landing Page/ });
  await expect(landing).toHaveAttribute('href', `/p/${orderId}`);
  await expect(landing).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: `${SHOTS}/campaigns-active.png`, fullPage: true });
  // This area's parts of the dashboard (other sections are scanned by their own journeys).
  await expectNoSeriousA11yViolations(page, 'ad campaigns table', '[data-testid="ad-campaigns"]');
  await expectNoSeriousA11yViolations(page, 'create campaign dropdown', `#create-campaign-${orderId}`);

  // The details modal, in INR.
  await row.getByRole('button', { name: `Details of ${orderId}_C1` }).click();
  const details = page.getByRole('dialog', { name: 'Campaign details' });
  await expect(details.getByText('₹1,400.00')).toBeVisible();
  await expect(details.getByText('India; United States; Mumbai, Maharashtra, India')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/campaigns-details.png` });

  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  // On a phone each campaign is a card of labelled fields that fits the screen (nothing to scroll
  // sideways); the dropdown and modal still fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('ad-campaigns').scrollIntoViewIfNeeded();
  const overflow = await page
    .getByTestId('ad-campaigns')
    .locator('.table-responsive')
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The sidebar slides away after the viewport shrinks: let it finish before the screenshot.
  await page.waitForTimeout(400);
  const previewBox = await row.getByRole('button', { name: `Preview ad of ${orderId}_C1` }).boundingBox();
  expect(previewBox!.x + previewBox!.width).toBeLessThanOrEqual(390);
  await page.getByTestId('ad-campaigns').screenshot({ path: `${SHOTS}/campaigns-table-phone.png` });
  await page.getByRole('button', { name: 'Create Ad Campaign' }).click();
  await page.getByRole('button', { name: 'Google Ad' }).click();
  await expect(modal.getByLabel('Campaign name')).toHaveValue(`${orderId}_C2`);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/campaigns-create-modal-phone.png` });

  expect(navigations).toBe(0);
});
