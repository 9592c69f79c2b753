import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { settle } from './support/settle';
import { landingMessagesOf } from '../src/landing/messages';

/**
 * The visitor's journey on a landing page, in Chromium.
 *
 * Test-only seeding: this spec forks test/landing/e2e-server.ts, which runs the app (the same
 * buildApp as `npm start`) on a fresh in-memory database on a free loopback port and inserts its
 * orders with drizzle, because "minimal content" pages cannot be produced through the product's
 * API (the generator always writes full content). No endpoint is added for it; the spec reads
 * stored rows over the fork's IPC channel. Build first (`npm run build`): the page loads the
 * built landing script.
 */

// Headless Chromium says "HeadlessChrome", which isbot rightly drops: browse as a desktop Chrome.
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = 'e2e/screenshots';

let server: ChildProcess;
let origin: string;
let full: string;
let minimal: string;
/** Pages written in Spanish and in Hindi. */
let es: string;
let hi: string;

type Row = Record<string, unknown>;
let nextId = 1;
const waiting = new Map<number, (rows: Row[]) => void>();

/** Rows the seeded server stored (visits or contact submissions of one order). */
function rowsOf(type: 'visits' | 'submissions', orderId: string): Promise<Row[]> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    server.send({ id, type, orderId });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  server = fork('test/landing/e2e-server.ts', [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  type Ready = { origin: string; full: string; minimal: string; es: string; hi: string };
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`e2e server exited with ${code}`)));
    server.on('message', (m: { type: string; id?: number; rows?: Row[] } & Record<string, string>) => {
      if (m.type === 'ready') resolve(m as unknown as Ready);
      if (m.type === 'rows' && m.id) waiting.get(m.id)?.(m.rows ?? []);
    });
  });
  ({ origin, full, minimal, es, hi } = ready);
});

test.afterAll(async () => {
  if (server?.connected) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.disconnect();
    await exited;
  }
});

async function openPage(
  browser: Browser,
  orderId: string,
  options: { viewport?: typeof DESKTOP; javaScriptEnabled?: boolean } = {},
) {
  const context = await browser.newContext({
    userAgent: USER_AGENT,
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const response = await page.goto(`${origin}/p/${orderId}`);
  expect(response?.status()).toBe(200);
  return { page, context, requests };
}

const foreign = (requests: string[]) => requests.filter((u) => !u.startsWith(origin + '/') && !u.startsWith('data:'));

/** The sections a page with content shows; a page without (minimal content) shows only these three. */
const ALWAYS = ['home', 'cta', 'contact'];
const WITH_CONTENT = ['about', 'why-us', 'services', 'vision'];

async function expectEverySection(page: Page, content: 'full' | 'minimal' = 'full') {
  for (const id of ALWAYS) await expect(page.locator(`section#${id}`)).toBeVisible();
  for (const id of WITH_CONTENT) {
    // docs/product.md, "Deliberate differences": a section with nothing to say is left out, with its menu item.
    if (content === 'full') await expect(page.locator(`section#${id}`)).toBeVisible();
    else {
      await expect(page.locator(`section#${id}`)).toHaveCount(0);
      await expect(page.locator(`a[href="#${id}"]`)).toHaveCount(0);
    }
  }
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Elevate Your Vision' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Share Your Vision' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('[data-to-top]')).toHaveCount(1);
}

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The element is wholly inside the viewport and not under the sticky header: its box starts at
 * or below the header's bottom edge and ends above the viewport's bottom. Polled, because the
 * page scrolls smoothly.
 */
async function expectClearOfHeader(page: Page, target: Locator) {
  await expect
    .poll(async () => {
      const header = await page.locator('[data-header]').boundingBox();
      const box = await target.boundingBox();
      const height = page.viewportSize()!.height;
      if (!header || !box) return 'not rendered';
      const headerBottom = Math.max(0, header.y + header.height);
      if (box.y < headerBottom - 0.5) return `top ${box.y} under the header (bottom ${headerBottom})`;
      if (box.y + box.height > height + 0.5) return `bottom ${box.y + box.height} below the viewport (${height})`;
      return 'clear';
    })
    .toBe('clear');
}

test('full content: every section, no request to another host, one counted visit, axe clean', async ({ browser }) => {
  const { page, context, requests } = await openPage(browser, full);
  await expectEverySection(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Parcels across town in under an hour, by cargo bike',
  );
  await expect(page.locator('.why-card')).toHaveCount(4);
  await expect(page.locator('.service-card')).toHaveCount(6);
  await expect(page.locator('.service-card svg')).toHaveCount(6);
  // The founder's question is the form's first field, labelled with its own words.
  await expect(page.getByLabel('What do you usually send?')).toBeVisible();
  await expect(page.locator('#contact-form :is(input, textarea):visible').first()).toHaveAttribute(
    'name',
    'question_1',
  );
  await expect(page).toHaveTitle('Green Pedal Deliveries — Zero-emission city delivery');

  // The page view beacon: exactly one visit after load, stored with a hash.
  await expect.poll(async () => (await rowsOf('visits', full)).length).toBe(1);
  await page.screenshot({ path: `${SHOTS}/landing-full-desktop.png`, fullPage: true });
  await axe(page);
  await page.mouse.wheel(0, 4000);
  await settle(page);
  // Every image the scroll brought into view has loaded (not networkidle: Chromium keeps the
  // beacon's keepalive request open in the browser process, so the page never looks idle).
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
  expect(foreign(requests)).toEqual([]);
  expect(requests.some((u) => u.includes('/p/assets/landing-'))).toBe(true);
  await context.close();
});

test('full content on a phone', async ({ browser }) => {
  const { page, context, requests } = await openPage(browser, full, { viewport: PHONE });
  await expectEverySection(page);
  await page.screenshot({ path: `${SHOTS}/landing-full-phone.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/landing-full-phone-top.png` });
  await axe(page);
  expect(foreign(requests)).toEqual([]);
  await context.close();
});

test('minimal content: the defaults, the sections it has, axe clean, on desktop and phone', async ({ browser }) => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { page, context, requests } = await openPage(browser, minimal, { viewport });
    await expectEverySection(page, 'minimal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Journey Starts Here');
    await expect(page).toHaveTitle(/Welcome/);
    await expect(page.locator('header .brand-name')).toHaveText('Untitled Business');
    await expect(page.locator('.why-card')).toHaveCount(0);
    await expect(page.locator('.service-card')).toHaveCount(0);
    await page.screenshot({
      path: `${SHOTS}/landing-minimal-${viewport === PHONE ? 'phone' : 'desktop'}.png`,
      fullPage: true,
    });
    await axe(page);
    expect(foreign(requests)).toEqual([]);
    await context.close();
  }
});

test('sticky header becomes fixed once scrolled, the menu follows the section, back to top returns', async ({
  browser,
}) => {
  const { page, context } = await openPage(browser, full);
  const header = page.locator('[data-header]');
  await expect(header).not.toHaveClass(/is-fixed/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Services' }).click();
  await expect(header).toHaveClass(/is-fixed/);
  expect((await header.boundingBox())?.y).toBe(0);
  await expect(page.locator('[data-spy="services"]')).toHaveAttribute('aria-current', 'location');
  await expect(page.locator('[data-spy="home"]')).not.toHaveAttribute('aria-current', 'location');
  await page.screenshot({ path: `${SHOTS}/landing-scrolled-desktop.png` });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.locator('[data-spy="contact"]')).toHaveAttribute('aria-current', 'location');
  await page.getByRole('link', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

test('terms dialog opens from the policy link and closes by its button and by a click outside', async ({ browser }) => {
  const { page, context } = await openPage(browser, full, { viewport: PHONE });
  const dialog = page.getByRole('dialog', { name: 'Terms and policies' });
  const link = page.locator('#contact-form').getByRole('link', { name: 'terms and policies' });
  await link.click();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/landing-terms-phone.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await link.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await context.close();
});

test('contact form with JavaScript: shared rules in the browser, success resets, failure shows the detail', async ({
  browser,
}) => {
  const { page, context, requests } = await openPage(browser, full);
  const form = page.locator('#contact-form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await expect(form.getByText('Please write something for us')).toBeVisible();
  await expect(form.getByText('Please agree to the terms and policies')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/landing-form-errors-desktop.png` });

  await form.getByLabel('Name').fill('Meera Iyer');
  await form.getByLabel('Email').fill('meera@example.com');
  await form.getByLabel('Subject').fill('Office deliveries');
  await form.getByLabel('What do you usually send?').fill('Contracts');
  await form.getByLabel('Message').fill('<script>window.__pwned = 1</script> Do you cover Whitefield?');
  await form.getByLabel('Country').fill('India');
  await form.getByLabel('I agree to the terms and policies').check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully');
  // A thank-you in the form's place, saying what happens next; "Send another message" brings back the emptied form.
  await expect(form.getByText(/We will read your message and reply to the email address you gave/)).toBeVisible();
  await expect(form.getByLabel('Name')).toBeHidden();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeHidden();
  await form.getByRole('button', { name: 'Send another message' }).click();
  await expect(form.getByLabel('Name')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('I agree to the terms and policies')).not.toBeChecked();
  const rows = await rowsOf('submissions', full);
  expect(rows.map((r) => [r.name, r.question1, r.country])).toContainEqual(['Meera Iyer', 'Contracts', 'India']);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // The server's detail is preferred; without one, the spec's failure text.
  await page.route('**/api/contact_form', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Too many messages. Try again in 15 minutes.' }),
    }),
  );
  await form.getByLabel('Name').fill('Meera Iyer');
  await form.getByLabel('Email').fill('meera@example.com');
  await form.getByLabel('Message').fill('Second try');
  await form.getByLabel('I agree to the terms and policies').check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Too many messages. Try again in 15 minutes.');
  await page.unroute('**/api/contact_form');
  await page.route('**/api/contact_form', (route) => route.abort());
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message not sent, please try again later');
  await page.screenshot({ path: `${SHOTS}/landing-form-failed-desktop.png` });
  expect(foreign(requests)).toEqual([]);
  await context.close();
});

for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
  test(`contact form at ${viewport.width} px: the first invalid field and the sent status are focused and clear of the header`, async ({
    browser,
  }) => {
    const { page, context } = await openPage(browser, full, { viewport });
    const form = page.locator('#contact-form');
    // Start from the bottom of the form (the button), as a visitor who scrolled down would.
    await form.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
    await form.getByLabel('Message').fill('Do you deliver on Sundays?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const name = form.getByLabel('Name');
    await expect(name).toBeFocused();
    await expectClearOfHeader(page, form.locator('.field:has(#f-name)')); // label, control and message
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/landing-form-invalid-${viewport.width}.png` });

    await name.fill('Meera Iyer');
    await form.getByLabel('Email').fill('meera@example.com');
    await form.getByLabel('I agree to the terms and policies').check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    const status = form.getByRole('status');
    await expect(status).toHaveText('Message sent successfully');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeFocused();
    await expectClearOfHeader(page, status);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/landing-form-sent-${viewport.width}.png` });

    // Every in-page target stops below the header: each menu link's section starts under it.
    for (const id of ['about', 'services', 'contact']) {
      await page.getByRole('navigation', { name: 'Sections' }).locator(`a[href="#${id}"]`).click();
      await expectClearOfHeader(page, page.locator(`section#${id} h2`).first());
    }
    await context.close();
  });
}

test('without JavaScript: the page reads, the terms open, the form posts and the result is shown', async ({
  browser,
}) => {
  const { page, context, requests } = await openPage(browser, full, { viewport: PHONE, javaScriptEnabled: false });
  await expectEverySection(page);
  const dialog = page.locator('#terms');
  await page.locator('#contact-form').getByRole('link', { name: 'terms and policies' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const form = page.locator('#contact-form');
  await form.getByLabel('Name').fill('Kabir Khan');
  await form.getByLabel('Email').fill('kabir@example.com');
  await form.getByLabel('Message').fill('Sent without JavaScript');
  await form.getByLabel('I agree to the terms and policies').check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(/contact=sent#contact-form$/);
  const status = page.locator('#contact-form [role="status"]');
  await expect(status).toHaveText('Message sent successfully');
  await expect(status).toBeInViewport(); // the redirect lands on the form, where the result shows
  await expectClearOfHeader(page, status);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/landing-nojs-sent-phone.png` });
  // The thank-you replaces the form and says what happens next; its link brings back an empty form.
  await expect(form.getByText(/We will read your message and reply to the email address you gave/)).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveCount(0);
  const rows = await rowsOf('submissions', full);
  expect(rows.some((r) => r.name === 'Kabir Khan' && r.message === 'Sent without JavaScript')).toBe(true);
  await form.getByRole('link', { name: 'Send another message' }).click();
  await expect(page.locator('#contact-form').getByLabel('Name')).toHaveValue('');
  // No script ran: no beacon, so no visit from this context.
  expect(requests.some((u) => u.includes('/api/events'))).toBe(false);
  expect(foreign(requests)).toEqual([]);
  await context.close();
});

for (const [locale, name] of [
  ['es', 'Spanish'],
  ['hi', 'Hindi'],
] as const) {
  test(`a page written in ${name}: the template in its language, the form's script too, axe clean at 390 and 1440 px`, async ({
    browser,
  }) => {
    const t = landingMessagesOf(locale);
    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      const { page, context, requests } = await openPage(browser, locale === 'es' ? es : hi, { viewport });
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { name: t.cta.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.contact.title })).toBeVisible();
      await expect(page.getByRole('link', { name: t.cta.button })).toBeVisible();
      const menu = page.getByRole('navigation', { name: t.nav.label });
      for (const label of [t.nav.home, t.nav.about, t.nav.whyUs, t.nav.services, t.nav.contact]) {
        await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      // Nothing of the page is wider than the screen (a long label wraps, it does not push).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const tag = `${locale}-${viewport.width}`;
      await page.screenshot({ path: `${SHOTS}/landing-${tag}-top.png` });
      await page.screenshot({ path: `${SHOTS}/landing-${tag}.png`, fullPage: true });
      await axe(page);

      // The script's messages: the rules in the browser, in the page's language.
      const form = page.locator('#contact-form');
      await form.getByRole('button', { name: t.contact.send }).click();
      await expect(form.locator('[data-error-for="name"]')).toHaveText(t.form.errors.name);
      await expect(form.locator('[data-error-for="policy"]')).toHaveText(t.form.errors.policy);
      await page.screenshot({ path: `${SHOTS}/landing-${tag}-form-invalid.png` });
      await page.route('**/api/contact_form', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'Too many messages.' }),
        }),
      );
      await form.getByLabel(t.contact.name).fill('Meera');
      await form.getByLabel(t.contact.email, { exact: true }).fill('meera@example.com');
      await form.getByLabel(t.contact.message).fill('Hola / नमस्ते');
      await form.locator('#f-policy').check();
      await form.getByRole('button', { name: t.contact.send }).click();
      await expect(form.getByRole('status')).toHaveText(t.form.tooMany);

      // The terms dialog in the page's language.
      await page.unroute('**/api/contact_form');
      await form.getByRole('link', { name: t.contact.agreeLink }).click();
      const dialog = page.getByRole('dialog', { name: t.terms.title });
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/landing-${tag}-terms.png` });
      await dialog.getByRole('button', { name: t.terms.close }).click();
      await expect(dialog).toBeHidden();
      expect(foreign(requests)).toEqual([]);
      await context.close();
    }
  });
}
