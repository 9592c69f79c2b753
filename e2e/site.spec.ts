import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { settle } from './support/settle';
import { founderWithLiveOrder } from './support/founder';
import { DOC_PAGES } from '../src/web/docs/pages';

/**
 * Every route of the spec (docs/product.md#screens, with the aliases): its heading or key text, and an axe scan
 * with no serious or critical violations. Plus the screenshots looked at by a person.
 */
const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

// The tests of this file are independent (each worker signs up its own founder in beforeAll), so
// they are shared between the workers instead of running one after another in one of them.
test.describe.configure({ mode: 'parallel' });

type Row = [
  path: string,
  expected: RegExp,
  options?: { signedIn?: boolean; endsAt?: string; anyText?: boolean; clientSide?: boolean },
];

const PUBLIC: Row[] = [
  ['/', /Turn your idea into validated market insight in days/],
  ['/sign-in', /Sign in to Ideaproof/],
  ['/auth/sign-in', /Sign in to Ideaproof/, { clientSide: true }],
  ['/sign-up', /Create an account/],
  ['/auth/sign-up', /Create an account/, { clientSide: true }],
  ['/forgot-password', /Forgot your password\?/],
  ['/examples/forgot-password', /Forgot your password\?/],
  ['/reset-password', /Reset password/],
  ['/examples/reset-password', /Reset password/],
  ['/lock', /locked/i],
  ['/examples/lock', /locked/i],
  ['/404', /Page not found/],
  ['/examples/404', /Page not found/],
  ['/500', /Something has gone seriously wrong/],
  ['/examples/500', /Something has gone seriously wrong/],
  ['/contact', /Contact Us/],
  ['/ContactUs', /Contact Us/],
  ['/terms', /Terms & Conditions/],
  ['/TnC', /Terms & Conditions/],
  ['/refund', /Cancellation & Refund Policy/],
  ['/privacy', /Privacy Policy/],
  ['/landing', /Landing pages/],
  ['/no-such-page', /Page not found/, { endsAt: '/404' }],
  ['/documentation/no-such-doc', /Page not found/, { endsAt: '/404' }],
  ['/components/no-such-component', /Page not found/, { endsAt: '/404' }],
];

// docs/product.md#screens's list of component showcase pages, written out here on purpose (not imported from
// src/web/demo/paths.ts): a page dropped from the app's list must fail this test.
const COMPONENTS = [
  'accordions',
  'alerts',
  'badges',
  'breadcrumbs',
  'buttons',
  'forms',
  'modals',
  'navs',
  'navbars',
  'pagination',
  'popovers',
  'progress',
  'tables',
  'tabs',
  'tooltips',
  'toasts',
];

const DASHBOARD: Row[] = [
  ['/transactions', /Your business ideas/, { signedIn: true }],
  ['/settings', /Settings/, { signedIn: true }],
  [
    '/dashboard/overview/does-not-exist',
    /No order data found for ID: does-not-exist/,
    { signedIn: true, anyText: true },
  ],
  ['/guide', /Founder's guide/],
  ['/upgrade', /Upgrade/],
  ['/tables/bootstrap-tables', /Bootstrap tables/],
  ['/examples/billing', /Billing/],
  ['/examples/invoice', /Invoice/],
  ['/widgets', /Widgets/],
  ...COMPONENTS.map((c): Row => [`/components/${c}`, new RegExp(c.slice(0, 5), 'i')]),
  ['/documentation', /Overview/, { endsAt: '/documentation/overview' }],
  ['/documentation/overview', /Overview/],
  ['/documentation/download', /Download/],
  ['/documentation/quick-start', /Quick start/],
  ['/documentation/license', /License/],
  ['/documentation/folder-structure', /Folder structure/],
  ['/documentation/build-tools', /Build tools/],
  ['/documentation/changelog', /Changelog/],
  ['/documentation/configuration', /Configuration/],
  ['/documentation/api-reference', /API reference/],
];

let token = '';

test.beforeAll(async ({ request }) => {
  const email = `site-${Date.now()}@example.com`;
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Grace Hopper', email, password: 'correct-horse-battery-1' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  token = res.headers()['set-auth-token'] ?? '';
  expect(token).not.toBe('');
});

async function signIn(page: Page) {
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
}

async function expectNoSeriousViolations(page: Page, path: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `accessibility of ${path}`).toEqual([]);
}

for (const [path, expected, options] of [...PUBLIC, ...DASHBOARD]) {
  test(`${path} shows its page and passes axe`, async ({ page }) => {
    if (options?.signedIn) await signIn(page);
    if (options?.clientSide) {
      // See the test below: a full page load of /auth/* is not served the app yet.
      await page.goto('/');
      await page.evaluate((p) => {
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    } else {
      await page.goto(path);
    }
    if (options?.anyText) await expect(page.getByText(expected).first()).toBeVisible();
    else await expect(page.locator('h1').first()).toContainText(expected);
    if (options?.endsAt) await expect(page).toHaveURL(new RegExp(`${options.endsAt}$`));
    else expect(new URL(page.url()).pathname).toBe(path);
    await expectNoSeriousViolations(page, path);
    // No sideways scrolling on a phone or a desktop.
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}

/** No sideways scrolling: the page is no wider than the viewport at 390 and 1440 px. */
async function expectNoOverflow(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await settle(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
}

test('every documentation page fits 390 and 1440 px', async ({ page }) => {
  // The rows above open a few documents with an axe scan; the long ones (tables, code) are here.
  for (const doc of DOC_PAGES) {
    await page.goto(`/documentation/${doc.slug}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoOverflow(page, `/documentation/${doc.slug}`);
  }
});

test("a live order's dashboard, its landing page and the campaign form fit 390 and 1440 px", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token: founder, orderId } = await founderWithLiveOrder(request);
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), founder);
  await page.goto(`/dashboard/overview/${orderId}`);
  await expect(page.getByTestId('summary-total-visits')).toBeVisible({ timeout: 30_000 });
  await expectNoOverflow(page, `/dashboard/overview/${orderId}`);
  await page.goto(`/dashboard/overview/${orderId}/campaigns`);
  await expect(page.getByTestId('ad-campaigns')).toBeVisible({ timeout: 30_000 });
  await expectNoOverflow(page, `/dashboard/overview/${orderId}/campaigns`);
  await page.getByRole('button', { name: 'Create Ad Campaign' }).click();
  await page.getByRole('button', { name: 'Google Ad' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Google Ad Campaign' })).toBeVisible();
  await expectNoOverflow(page, 'the campaign form');
  await page.goto(`/p/${orderId}`);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoOverflow(page, `/p/${orderId}`);
});

test('each page has its own browser title', async ({ page }) => {
  // Sign-up signed out: a signed-in visitor is sent on from it (below), once the app has checked
  // the stored session, so signed in its title would be whichever page the check had reached.
  await page.goto('/sign-up');
  await expect(page, '/sign-up').toHaveTitle('Sign up · Ideaproof');
  await signIn(page);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page, '/sign-up signed in').toHaveTitle('Your business ideas · Ideaproof');
  const titles: [string, string][] = [
    ['/', 'Ideaproof · Test a business idea with real market signal in days'],
    ['/sign-up', 'Sign up · Ideaproof'],
    ['/contact', 'Contact us · Ideaproof'],
    ['/terms', 'Terms & Conditions · Ideaproof'],
    ['/transactions', 'Your business ideas · Ideaproof'],
    ['/settings', 'Settings · Ideaproof'],
    ['/guide', "Founder's guide · Ideaproof"],
    ['/documentation/overview', 'Overview · Documentation · Ideaproof'],
    ['/documentation/product', 'The product · Documentation · Ideaproof'],
    ['/no-such-page', 'Page not found · Ideaproof'],
  ];
  for (const [path, title] of titles) {
    if (path === '/sign-up') continue; // checked above, signed out and signed in
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  expect(new Set(titles.map(([, t]) => t)).size).toBe(titles.length);
});

test('the home page fits phones of 360, 390 and 414 px and offers sign-up first', async ({ page }) => {
  for (const width of [360, 390, 414]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `home at ${width} px`).toBeLessThanOrEqual(
      width,
    );
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const header = page.getByRole('navigation', { name: 'Site' });
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  await header.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

/**
 * Home, sign-in and sign-up are pre-rendered (docs/architecture.md#pre-rendered-public-pages): the
 * HTML shows the page before any script runs, and the app hydrates it with no error or warning in
 * the console (a hydration mismatch is one), signed out or signed in.
 */
test('home, sign-in and sign-up arrive rendered and hydrate without a console error; screenshots', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Without JavaScript: the page, its links and its form are there.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.locator('h1')).toHaveText('Turn your idea into validated market insight in days');
  await expect(
    bare.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Get started' }),
  ).toHaveAttribute('href', '/sign-up');
  await bare.goto('/sign-in');
  await expect(bare.locator('h1')).toHaveText('Sign in to Ideaproof');
  await expect(bare.getByLabel('Your email')).toBeVisible();
  await expect(bare.getByLabel('Your password')).toBeVisible();
  await bare.goto('/sign-up');
  await expect(bare.getByLabel('Username')).toBeVisible();
  await noScript.close();

  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()} ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()} uncaught: ${e.message}`));
  const hydrated = (path: string) =>
    path === '/'
      ? expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Ideaproof`)
      : expect(page.locator('form button[type="submit"]')).toBeEnabled();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const path of ['/', '/sign-in', '/sign-up']) {
      await page.goto(path);
      await hydrated(path);
      await settle(page);
      const name = path === '/' ? 'home' : path.slice(1);
      await page.screenshot({ path: `${SHOTS}/prerendered-${name}-${width}.png`, fullPage: path !== '/' });
    }
  }
  // Signed in: the home page offers the dashboard, and sign-in sends the visitor on to it.
  await signIn(page);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Open dashboard' }),
  ).toBeVisible();
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.locator('h1').first()).toContainText('Your business ideas');
  expect(problems).toEqual([]);
});

test('a full page load of the /auth/sign-in and /auth/sign-up aliases is served the app', async ({ page }) => {
  for (const path of ['/auth/sign-in', '/auth/sign-up']) {
    const res = await page.goto(path);
    expect(res?.headers()['content-type'] ?? '').toContain('text/html');
  }
});

test('a signed-out visitor of a protected route goes to sign-in', async ({ page }) => {
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the #/{orderId} landing links reach the server-rendered page at /p/{orderId}', async ({ page }) => {
  await page.goto('/#/some-order-id');
  await expect(page).toHaveURL(/\/p\/some-order-id$/);
});

test('home page: anchors, Explore dashboard, contact by email; screenshots', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(page.locator('#features')).toBeVisible();
  await expect(page.locator('#getting-started')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:.+@/);
  await page.screenshot({ path: `${SHOTS}/site-home-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/site-home-phone.png` });
  await page.locator('#features').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/site-home-phone-features.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('main').getByRole('link', { name: 'Explore dashboard' }).first().click();
  await expect(page).toHaveURL(/\/(transactions|sign-in)$/);
});

test('a static page and the Contact Us details from config; screenshots', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/refund');
  await expect(page.getByText('9–15 days')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/site-refund.png`, fullPage: true });
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'support@ideaproof.local' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/site-contact.png`, fullPage: true });
});

test('dashboard chrome on desktop and phone: sidebar, notifications, user menu; screenshots', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/transactions');
  await expect(page.locator('h1').first()).toContainText('Your business ideas');
  await expect(page.getByTestId('preloader')).toBeHidden(); // faded out once the session resolved
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toBeVisible();
  for (const name of ['Presentation page', 'Your business ideas', 'Settings']) {
    await expect(sidebar.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Account menu for Grace Hopper' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/site-dashboard-desktop.png` });

  // A new account has no notifications (nothing made up): no dot, and an empty state.
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByTestId('notifications-empty')).toContainText('No notifications yet');
  await page.screenshot({ path: `${SHOTS}/site-notifications.png` });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
  const menu = page.locator('.dropdown-menu.show');
  for (const name of ['Settings', 'Support', 'Logout']) {
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/site-dashboard-phone.png` });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/site-dashboard-phone-menu.png` });
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(sidebar).toBeHidden();

  // Logout from the user menu ends the session and goes to sign-in.
  await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
  await page.locator('.dropdown-menu.show').getByText('Logout', { exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('ideaproof.token'))).toBeNull();
});

test('demo pages: tooltips on hover and focus, dismissible toasts, tabs; screenshots', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/components/tooltips');
  await page.getByRole('button', { name: 'Tooltip on top' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Tooltip on top');
  await page.getByRole('button', { name: 'Tooltip on left' }).focus();
  await expect(page.getByRole('tooltip').last()).toHaveText('Tooltip on left');
  await page.screenshot({ path: `${SHOTS}/site-demo-tooltips.png` });

  // The sidebar's tips card follows the settingsVisible flag.
  await page.getByRole('button', { name: 'Hide these tips' }).click();
  expect(await page.evaluate(() => localStorage.getItem('settingsVisible'))).toBe('false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show tips' })).toBeVisible();

  await page.goto('/components/toasts');
  await expect(page.locator('.toast')).toHaveCount(6);
  await page.getByRole('button', { name: 'Close danger toast' }).click();
  await expect(page.locator('.toast')).toHaveCount(5);
  await page.screenshot({ path: `${SHOTS}/site-demo-toasts.png`, fullPage: true });

  await page.goto('/components/tabs');
  await page.getByRole('tab', { name: 'Leads' }).first().click();
  await expect(page.getByText('Contact-form submissions from visitors.').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/site-demo-tabs.png`, fullPage: true });
});

test('documentation renders the repository docs and the API reference', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/documentation/quick-start');
  await expect(page.getByText('npm install && npm start').first()).toBeVisible();
  await page.getByRole('link', { name: 'API reference' }).first().click();
  await expect(page.getByText('/api/site').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/site-api-reference.png` });
});

/**
 * Opens `path` with the app's entry script held back: the pre-rendered page shows, the app has not
 * started. Resolves once the script has been asked for; the returned function lets it load.
 */
async function openWithAppHeld(page: Page, path: string): Promise<() => void> {
  const held: (() => void)[] = [];
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise<void>((release) => held.push(release));
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded and load: wait for the response only.
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => held.length).toBe(1);
  return () => held.shift()!();
}

/**
 * What a visitor types into the pre-rendered sign-in and sign-up forms before the app's script has
 * run is kept when the app takes the forms over, and the form then sends it.
 */
test('text typed before the app has started is kept and sent', async ({ page, browser }) => {
  const email = `early-${Date.now()}@example.com`;
  const startApp = await openWithAppHeld(page, '/sign-up');
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Username').fill('Early Bird');
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Your password').fill('correct-horse-battery-7');
  await page.getByLabel('I agree to the Terms').check();
  startApp();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Username')).toHaveValue('Early Bird');
  await expect(page.getByLabel('Your email')).toHaveValue(email);
  await submit.click();
  await expect(page).toHaveURL(/\/transactions$/);

  // Sign-in, in a fresh browser: typed before the app runs, sent once it does.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await context.newPage();
  const startSecond = await openWithAppHeld(second, '/sign-in');
  await second.getByLabel('Your email').fill(email);
  await second.getByLabel('Your password').fill('correct-horse-battery-7');
  startSecond();
  const signInButton = second.locator('form button[type="submit"]');
  await expect(signInButton).toBeEnabled();
  await expect(second.getByLabel('Your email')).toHaveValue(email);
  await signInButton.click();
  await expect(second).toHaveURL(/\/transactions$/);
  await context.close();
});
