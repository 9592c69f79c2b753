import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, FARM_FRESH } from './support/campaigns';
import { founderWithLiveOrder } from './support/founder';
import { settle } from './support/settle';

// Must show (issue 6): create a campaign (every validation message once), Draft turns into
// Payment Required, the preview shows its images, "Complete Payment" opens "Review your ad" whose
// Pay opens the sandbox checkout, Under Processing then Active — all without a reload; axe clean;
// screenshots.

const SHOTS = 'e2e/screenshots';

test('a Google Ad campaign is created, previewed, paid in the sandbox and goes live without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, orderId } = await founderWithLiveOrder(request, FARM_FRESH);
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  // The campaigns are the dashboard's "Ad campaigns" section.
  await page.goto(`/dashboard/overview/${orderId}/campaigns`);
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
  // The idea is "Farm-fresh vegetables delivered in Pune": the ad starts in Pune, and says why.
  await expect(modal.getByTestId('selected-locations')).toContainText('Pune, Maharashtra');
  await expect(modal.getByTestId('locations-note')).toHaveText(
    'Chosen from the places your answers name: Pune. Change them if your customers are elsewhere.',
  );
  await expect(modal.getByTestId('daily-spend')).toContainText('₹714.29');
  await settle(page);
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
  await modal.getByRole('button', { name: 'Remove Pune, Maharashtra' }).click();
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
  // The same modal now reviews the ad (e2e/ad-copy.spec.ts edits it); close it for now.
  const review = page.getByRole('dialog', { name: /Review your ad/ });
  await expect(review.getByRole('textbox', { name: 'Headline 1', exact: true })).toBeVisible({ timeout: 30_000 });
  await review.getByRole('button', { name: 'Close' }).last().click();
  await expect(review).toBeHidden();

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
  // The final URL is the page, tagged so its visits count under this campaign.
  await expect(
    preview.getByRole('link', { name: new RegExp(`/p/${orderId}\\?utm_source=google&utm_medium=cpc&utm_campaign=`) }),
  ).toBeVisible();
  const images = preview.getByRole('img');
  await expect(images).toHaveCount(4);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1200);
  }
  await preview.locator('.modal-body').evaluate((el) => el.scrollTo(0, 0));
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/campaigns-preview.png` });
  await expectNoSeriousA11yViolations(page, 'ad preview', '.modal.show');
  await preview.getByRole('button', { name: 'Close' }).last().click();
  await expect(preview).toBeHidden();

  // Pay the budget in the sandbox checkout: the server's amount, in INR.
  await row.getByRole('button', { name: 'Complete Payment' }).click();
  await review.getByRole('button', { name: 'Pay ₹7,000.00' }).click();
  await expect(review).toBeHidden();
  const checkout = page.getByRole('dialog', { name: /Checkout/ });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByTestId('sandbox-amount')).toContainText('7,000');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/campaigns-checkout.png` });
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Payment verified: success')).toBeVisible();

  // Under Processing, then Active, without a reload.
  await expect(status).toHaveText('Under Processing');
  await expect(row.getByRole('button', { name: /Your ad campaign is being processed/ })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/campaigns-under-processing.png`, fullPage: true });
  await expect(status).toHaveText('Active', { timeout: 30_000 });
  const landing = row.getByRole('link', { name: /View Landing Page/ });
  await expect(landing).toHaveAttribute('href', `/p/${orderId}#owner`);
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
  await settle(page);
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
  await settle(page);
  const previewBox = await row.getByRole('button', { name: `Preview ad of ${orderId}_C1` }).boundingBox();
  expect(previewBox!.x + previewBox!.width).toBeLessThanOrEqual(390);
  await page.getByTestId('ad-campaigns').screenshot({ path: `${SHOTS}/campaigns-table-phone.png` });
  await page.getByRole('button', { name: 'Create Ad Campaign' }).click();
  await page.getByRole('button', { name: 'Google Ad' }).click();
  await expect(modal.getByLabel('Campaign name')).toHaveValue(`${orderId}_C2`);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/campaigns-create-modal-phone.png` });

  expect(navigations).toBe(0);
});
