import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, FARM_FRESH } from './support/campaigns';
import { founderWithLiveOrder } from './support/founder';
import { settle } from './support/settle';

// Must show (issue 13, item 6): the founder reviews the generated ad copy before paying, edits a
// headline within Google's rules (a broken rule is shown inline and focused on Save), sees the
// edited copy in the Ad Preview, and pays in the sandbox. Screenshots at 1440 and 390 px wide.

const SHOTS = process.env.SHOTS_DIR ?? 'e2e/screenshots';

test('the founder edits the ad copy before paying; the preview and the paid campaign use it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, orderId } = await founderWithLiveOrder(request, FARM_FRESH);
  const name = `${orderId}_C1`;
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  // The campaigns are the dashboard's "Ad campaigns" section.
  await page.goto(`/dashboard/overview/${orderId}/campaigns`);
  await expect(page.getByText('No ad campaigns available')).toBeVisible({ timeout: 20_000 });

  // Create: the modal turns into "Review your ad" once the campaign exists.
  await page.getByRole('button', { name: 'Create Ad Campaign' }).click();
  await page.getByRole('button', { name: 'Google Ad' }).click();
  const create = page.getByRole('dialog', { name: 'Create Google Ad Campaign' });
  await create.getByLabel('Business name').fill('Green Cart');
  await create.getByRole('button', { name: 'Create campaign' }).click();
  const review = page.getByRole('dialog', { name: /Review your ad/ });
  await expect(review).toBeVisible();
  const headline2 = review.getByLabel('Headline 2', { exact: true });
  await expect(headline2).toBeVisible({ timeout: 30_000 });
  await expect(review.getByRole('button', { name: 'Pay ₹5,000.00' })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/ad-review-1440.png` });
  await expectNoSeriousA11yViolations(page, 'review your ad', '.modal.show');

  // Issue 24: the ad strength meter, and what to add to raise it; adding a headline counts at once.
  const strength = review.getByTestId('ad-strength');
  await expect(strength.getByRole('meter', { name: 'Ad strength' })).toBeVisible();
  await expect(strength).toContainText(/Poor|Average|Good|Excellent/);
  await strength.screenshot({ path: `${SHOTS}/ad-strength-1440.png` });
  const headlineCount = await review.locator('[id^="ad-headline-"][id$="-count"]').count();
  await review.getByRole('button', { name: 'Add headline' }).click();
  const added = review.getByLabel(`Headline ${headlineCount + 1}`, { exact: true });
  await added.fill('Harvested at Dawn');
  await expect(strength.getByText(/Add \d+ more distinct headlines?/)).toBeVisible();
  await review.getByRole('button', { name: `Remove headline ${headlineCount + 1}` }).click();
  await expect(added).toHaveCount(0);

  // A rule broken while typing: shown inline, the counter follows, Save focuses the field.
  await headline2.fill('FRESH VEGGIES NOW!');
  await expect(review.getByText('Headline 2: no exclamation marks in headlines')).toBeVisible();
  await expect(
    review.getByText('Headline 2: "VEGGIES" is in capital letters; only acronyms of up to 5 letters may be'),
  ).toBeVisible();
  await expect(review.locator('#ad-headline-2-count')).toContainText('18/30');
  await review.getByLabel('Long headline 1', { exact: true }).focus();
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(headline2).toBeFocused();
  await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
  await headline2.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ad-review-errors-1440.png` });

  // The founder's own words, saved.
  await headline2.fill('Picked at Dawn in Pune');
  await expect(review.getByText(/Headline 2:/)).toHaveCount(0);
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your ad copy has been saved.')).toBeVisible();
  await expect(review.getByText('Edited by you')).toBeVisible();

  // The same modal on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/ad-review-390.png` });
  await review.getByTestId('ad-strength').screenshot({ path: `${SHOTS}/ad-strength-390.png` });
  await review.locator('.modal-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/ad-review-390-bottom.png` });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await review.getByRole('button', { name: 'Close' }).last().click();
  await expect(review).toBeHidden();

  // The preview shows exactly the stored, edited copy.
  const row = page.getByTestId(`campaign-row-${name}`);
  await expect(row.getByText('Green Cart')).toBeVisible();
  await row.getByRole('button', { name: `Preview ad of ${name}` }).click();
  const preview = page.getByRole('dialog', { name: /Ad Preview/ });
  await expect(preview.getByTestId('ad-copy-edited')).toContainText('Edited by you');
  const headlines = preview.locator('section', { has: page.getByRole('heading', { name: 'Headlines' }) }).locator('li');
  await expect(headlines.nth(1)).toContainText('Picked at Dawn in Pune');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/ad-preview-edited-1440.png` });
  await preview.getByRole('button', { name: 'Close' }).last().click();
  await expect(preview).toBeHidden();

  // Pay: "Complete Payment" → "Review your ad" → "Pay ₹5,000.00" → the sandbox checkout.
  await row.getByRole('button', { name: 'Complete Payment' }).click();
  await expect(review.getByLabel('Headline 2', { exact: true })).toHaveValue('Picked at Dawn in Pune');
  await review.getByRole('button', { name: 'Pay ₹5,000.00' }).click();
  const checkout = page.getByRole('dialog', { name: /Checkout/ });
  await expect(checkout.getByTestId('sandbox-amount')).toContainText('5,000');
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Payment verified: success')).toBeVisible();
  await expect(row.getByTestId('campaign-status')).toHaveText(/Under Processing|Active/);

  // Paid: the copy can no longer change, and the details say it was edited.
  const locked = await request.post('/api/update_ad_content', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      order_id: orderId,
      campaign_name: name,
      headlines: ['Fresh Veg Weekly', 'Changed After Paying', 'Pune Farm Boxes'],
      long_headline: 'Vegetables picked the morning they reach your door in Pune',
      descriptions: ['A weekly box from farmers near Pune.', 'Harvested the day it is delivered.'],
    },
  });
  expect(locked.status()).toBe(409);
  await row.getByRole('button', { name: `Details of ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Campaign details' });
  await expect(details.getByTestId('ad-copy-origin')).toContainText('Edited by you on');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/ad-details-edited-1440.png` });
});
