import { expect, test, type Page } from '@playwright/test';
import { founderWithLiveOrder, MEAL_KITS } from './support/founder';
import { settle } from './support/settle';
import { CHROME_UA } from './support/visitor';
import { ORDER_MESSAGES } from '../src/shared/messages';

// Issue 17, the founder's path through an order: the price on the idea form, Place order → pay,
// Pay later → Pay, the delete dialog of a live order, and a lead's Reply link. Each screen is
// checked for horizontal overflow at 390 and 1440 px and photographed.

const SHOTS = 'e2e/screenshots';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function signUp(page: Page) {
  const email = `e2e-flow-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Asha Founder', email, password: 'correct horse battery staple' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const token = res.headers()['set-auth-token']!;
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  return token;
}

/** Not one pixel of horizontal scroll. */
async function expectNoOverflow(page: Page, label: string) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll, `${label}: scrollWidth ${scroll} > ${viewport}`).toBeLessThanOrEqual(viewport);
}

async function fillIdea(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Tell us your business idea and we will make it live' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('What is your business idea?').fill(MEAL_KITS[0]);
  await modal.getByLabel('What is your business solution?').fill(MEAL_KITS[1]);
  await modal.getByLabel('What is your unique feature?').fill(MEAL_KITS[2]);
  return modal;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the idea form states the price; Place order goes straight to payment, then to the page being made', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signUp(page);
      await page.goto('/transactions');
      await page.getByRole('button', { name: 'New' }).click();
      const modal = await fillIdea(page);
      await expect(modal.getByTestId('order-price')).toHaveText('$99 USD, one payment');
      await expect(modal.getByText(/live for 7 days/)).toBeVisible();
      await settle(page);
      await expectNoOverflow(page, 'idea form');
      // The price, what it buys and the two choices, in one picture.
      await modal.getByRole('button', { name: 'Place order' }).scrollIntoViewIfNeeded();
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/flow-idea-price-${size.name}.png` });

      await modal.getByRole('button', { name: 'Place order' }).click();
      const checkout = page.getByRole('dialog', { name: /Checkout/ });
      await expect(checkout.getByTestId('sandbox-amount')).toHaveText('$99 USD');
      // docs/product.md#messages: the spec's "Order placed successfully!" as the checkout opens.
      const placed = page.locator('.toast', { hasText: ORDER_MESSAGES.placed });
      await expect(placed).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/flow-order-placed-${size.name}.png` });
      await checkout.getByRole('button', { name: /^Pay/ }).click();
      await expect(page).toHaveURL(/\/dashboard\/overview\/[a-z0-9]{16}$/);
      await expect(page.getByText('Payment verified: success')).toBeVisible();
      // The one progress display (unless the built-in writer was already done).
      const steps = page.getByRole('list', { name: 'Your landing page is being generated' });
      const live = page.getByRole('link', { name: /View Landing Page/ });
      await expect(steps.or(live).first()).toBeVisible();
      if (await steps.isVisible()) {
        await expect(steps.getByRole('listitem')).toHaveCount(3);
        await expect(page.getByText(/refresh/i)).toHaveCount(0);
        await expectNoOverflow(page, 'page being generated');
        await page.screenshot({ path: `${SHOTS}/flow-generating-${size.name}.png`, fullPage: true });
      }
      await expect(live).toBeVisible({ timeout: 60_000 });
    });

    test('Pay later leaves the order unpaid; its Pay action opens the same checkout', async ({ page }) => {
      test.setTimeout(120_000);
      await signUp(page);
      await page.goto('/transactions');
      await page.getByRole('button', { name: 'New' }).click();
      const modal = await fillIdea(page);
      await modal.getByRole('button', { name: 'Pay later' }).click();
      await expect(page.locator('.toast', { hasText: ORDER_MESSAGES.placed })).toBeVisible();
      await expect(page.getByText(ORDER_MESSAGES.unpaid)).toBeVisible();
      const pay = page.getByRole('button', { name: `Pay for ${MEAL_KITS[0]}` }).locator('visible=true');
      await expect(pay).toBeVisible();
      await settle(page);
      await expectNoOverflow(page, 'orders list with Pay');
      await page.screenshot({ path: `${SHOTS}/flow-list-pay-${size.name}.png`, fullPage: true });

      // Closing the checkout changes nothing; paying from the row works. (The toasts of Pay later gone
      // first, so the one seen below is the checkout's.)
      await expect(page.getByText(ORDER_MESSAGES.unpaid)).toHaveCount(0);
      await pay.click();
      const checkout = page.getByRole('dialog', { name: /Checkout/ });
      await expect(checkout).toBeVisible();
      await checkout.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByText(ORDER_MESSAGES.unpaid)).toBeVisible();
      await pay.click();
      await checkout.getByRole('button', { name: /^Pay/ }).click();
      await expect(page).toHaveURL(/\/dashboard\/overview\/[a-z0-9]{16}$/);
    });

    test('deleting a live order says what happens and asks for the title; the page goes offline', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const { token, orderId } = await founderWithLiveOrder(request);
      for (let i = 1; i <= 2; i++) {
        const res = await request.post('/api/contact_form', {
          data: {
            order_id: orderId,
            form_ms: 20_000,
            name: `Visitor ${i}`,
            email: `v${i}@example.com`,
            message: 'Count me in',
            policy: true,
          },
          headers: { 'x-forwarded-for': `10.8.0.${i}` },
        });
        expect(res.ok(), await res.text()).toBe(true);
      }
      await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
      await page.goto('/transactions');
      await page
        .getByRole('button', { name: `Remove ${MEAL_KITS[0]}` })
        .locator('visible=true')
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete a paid order' });
      const consequences = dialog.getByTestId('delete-consequences');
      await expect(consequences).toContainText('Your landing page goes offline at once');
      await expect(consequences).toContainText(
        'Its 2 leads are kept on our servers, but you will no longer see them here',
      );
      const confirm = dialog.getByRole('button', { name: 'Delete order' });
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel(/type the idea’s title/).fill(MEAL_KITS[0]);
      await expect(confirm).toBeEnabled();
      await settle(page);
      await expectNoOverflow(page, 'delete dialog');
      await page.screenshot({ path: `${SHOTS}/flow-delete-dialog-${size.name}.png` });
      await confirm.click();
      await expect(page.getByText('Order deleted successfully!')).toBeVisible();
      expect((await request.get(`/p/${orderId}`)).status()).toBe(404);
    });

    test('a lead shows the question the page asked, Reply (mailto with the page name) and Copy email', async ({
      page,
      request,
      context,
    }) => {
      test.setTimeout(150_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { token, orderId } = await founderWithLiveOrder(request);
      // Ravi opens the page in his browser, then writes (the same address and browser): a lead from
      // Playwright's own user agent would be a script's, suspected spam that notifies nobody.
      const ravi = { 'x-forwarded-for': '10.7.0.1', 'user-agent': CHROME_UA };
      const view = await request.post('/api/events', {
        data: { order_id: orderId, type: 'page_view' },
        headers: ravi,
      });
      expect(view.status()).toBe(202);
      const res = await request.post('/api/contact_form', {
        data: {
          order_id: orderId,
          form_ms: 20_000,
          name: 'Ravi Kumar',
          email: 'ravi.kumar+meals@example.com',
          subject: 'Price & delivery?',
          question_1: 'Yes, $10 is fine',
          message: 'Do you deliver to Baner?',
          policy: true,
        },
        headers: ravi,
      });
      expect(res.ok(), await res.text()).toBe(true);
      await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
      await page.goto(`/dashboard/overview/${orderId}`);
      // The page going live and this lead are the founder's two notifications (a new account has
      // none: site.spec.ts); the bell says so, and the lead's names who wrote.
      const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
      await bell.click();
      const menu = page.locator('.notifications-menu');
      await expect(menu.getByRole('listitem')).toHaveCount(2);
      await expect(menu.getByRole('listitem').first()).toContainText(
        /New lead.*Ravi Kumar wrote to you through the page of “Meal Kits”/s,
      );
      await expect(menu.getByRole('listitem').nth(1)).toContainText(
        /Your landing page is live.*“Meal Kits” is published\./s,
      );
      await page.screenshot({ path: `${SHOTS}/flow-notifications-${size.name}.png` });
      await page.keyboard.press('Escape');
      // (The leads list comes first; the answers to the page's question name Ravi again further down.)
      await page.getByRole('button', { name: 'Ravi Kumar' }).first().click();
      const modal = page.getByRole('dialog', { name: 'Submission from Ravi Kumar' });
      await expect(modal.locator('dt', { hasText: 'Would you pay $10 per meal?' }).locator('+ dd')).toHaveText(
        'Yes, $10 is fine',
      );
      await expect(modal.getByText(/Question \d|N\/A/)).toHaveCount(0);
      const reply = modal.getByRole('link', { name: 'Reply to Ravi Kumar by email' });
      const href = (await reply.getAttribute('href'))!;
      expect(href.startsWith('mailto:ravi.kumar%2Bmeals@example.com?subject=')).toBe(true);
      expect(new URL(href).searchParams.get('subject')).toBe('Re: Price & delivery? (Meal Kits)');
      await modal.getByRole('button', { name: 'Copy email' }).click();
      await expect(modal.getByRole('status')).toHaveText('Email address copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ravi.kumar+meals@example.com');
      await settle(page);
      await expectNoOverflow(page, 'lead modal');
      // The modal scrolls sideways inside itself, not the page: check the dialog too.
      const content = modal.locator('.modal-content');
      const box = (await content.boundingBox())!;
      expect(box.x, 'lead modal: left edge').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'lead modal: right edge').toBeLessThanOrEqual(size.width);
      expect(await content.evaluate((el) => el.scrollWidth - el.clientWidth), 'lead modal: its own overflow').toBe(0);
      await page.screenshot({ path: `${SHOTS}/flow-lead-modal-${size.name}.png` });
    });
  });
}
