import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { founderWithLiveOrder } from './support/founder';
import AxeBuilder from '@axe-core/playwright';
import { settle } from './support/settle';
import { CHROME_UA, leadFromAnAd, nextMillisecond } from './support/visitor';

// Must show (issue 5): with seeded visits and submissions, the cards, the three charts, the filter
// (both clamp toasts), paging and the detail modal behave as specified; axe clean; screenshots.
//
// Visits get their country and city from the visitor's IP (the embedded DB-IP database): the e2e
// server trusts X-Forwarded-For (TRUST_PROXY in playwright.config.ts), and these tests send
// addresses of known places.

const SHOTS = 'e2e/screenshots';

// A desktop Chrome user agent: HeadlessChrome is (rightly) dropped as a bot by the beacon endpoint.
test.use({ userAgent: CHROME_UA });

// Visitors from known places (DB-IP Lite): 13 visits, 5 known cities, one unknown place.
const VISITS: [ip: string, times: number][] = [
  ['13.234.0.1', 5], // Mumbai, India
  ['106.51.0.1', 3], // Bengaluru, India
  ['8.8.8.8', 2], // Mountain View, United States
  ['81.2.69.142', 1], // London, United Kingdom
  ['103.21.244.1', 1], // Toronto, Canada
  ['203.0.113.1', 1], // documentation range: no location
];

async function seed(request: APIRequestContext, orderId: string) {
  for (const [ip, times] of VISITS) {
    for (let i = 0; i < times; i++) {
      const res = await request.post('/api/events', {
        data: { order_id: orderId, type: 'page_view' },
        headers: { 'x-forwarded-for': ip, 'user-agent': `${CHROME_UA} v${i}` },
      });
      expect(res.status()).toBe(202);
    }
  }
  for (let i = 1; i <= 7; i++) {
    const res = await request.post('/api/contact_form', {
      data: {
        order_id: orderId,
        form_ms: 20_000,
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        subject: i === 1 ? 'Pricing question' : undefined,
        question_1: i === 1 ? 'Yes, $10 is fine' : undefined,
        message: `Message number ${i}: count me in.`,
        country: i === 1 ? 'India' : undefined,
        policy: true,
      },
      // Visitor 1 is the first Mumbai visitor (same address and browser), typing "India" too; the
      // others send from addresses with no page view and no known place.
      headers:
        i === 1
          ? { 'x-forwarded-for': VISITS[0]![0], 'user-agent': `${CHROME_UA} v0` }
          : { 'x-forwarded-for': `10.9.0.${i}`, 'user-agent': CHROME_UA },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await nextMillisecond(); // distinct timestamps: newest first is well defined
  }
}

async function axeClean(page: Page, label: string, scope: string) {
  if (scope.includes('modal')) {
    await page.waitForFunction(() => {
      const modal = document.querySelector('.modal.show');
      return !!modal && getComputedStyle(modal).opacity === '1';
    });
  }
  const results = await new AxeBuilder({ page }).include(scope).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${label}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

const SECTION = 'section[aria-labelledby="analytics-title"]';

test('the founder reads visits, places and leads of an Active order', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token, orderId } = await founderWithLiveOrder(request);
  await seed(request, orderId);

  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/overview/${orderId}`);
  const section = page.locator(SECTION);
  await expect(section.getByRole('heading', { name: 'Visits and leads' })).toBeVisible({ timeout: 30_000 });

  // Summary cards: the previous period lies before the order existed: no comparison, said so.
  await expect(section.getByTestId('summary-total-visits')).toHaveText('13');
  await expect(section.getByTestId('summary-unique-cities')).toHaveText('5');
  await expect(section.getByText('New — no earlier period')).toHaveCount(2);
  await expect(section.getByText('+100.0%')).toHaveCount(0);

  // The three charts (a lazy chunk), each with its numbers as a table for screen readers.
  // A window of under 48 hours (the order was just placed) is drawn by the hour.
  await expect(section.getByRole('img', { name: /Hourly visits line chart/ })).toBeVisible();
  await expect(section.getByRole('img', { name: /Visits by country doughnut chart, 5 countries/ })).toBeVisible();
  await expect(section.getByRole('img', { name: /Visits by city bar chart, top 5 cities/ })).toBeVisible();
  const cityTable = section.getByRole('table', { name: 'Visits by city' });
  await expect(cityTable.getByRole('row', { name: 'Mumbai 5 visits' })).toBeAttached();
  await expect(cityTable.getByRole('row', { name: 'London 1 visit' })).toBeAttached();
  const countryTable = section.getByRole('table', { name: 'Visits by country' });
  await expect(countryTable.getByRole('row', { name: 'India 8 visits' })).toBeAttached();
  await expect(countryTable.getByRole('row', { name: 'Unknown 1 visit' })).toBeAttached();
  // 7 leads of 19 visitors (13 opened the page; Visitor 1 is one of them, the 6 other leads came
  // from other addresses, and whoever sends the form is a visitor, issue 25): too few for a verdict.
  await expect(section.getByTestId('demand-verdict')).toContainText('Too early to tell: 19 of the 30');

  // Submissions: 7 leads, 5 a page, newest first.
  await expect(section.getByText('Page 1 of 2')).toBeVisible();
  const leads = section.getByRole('table', { name: /Contact form submissions/ });
  await expect(leads.getByRole('row')).toHaveCount(6);
  await expect(leads.getByRole('row').nth(1)).toContainText('Visitor 7');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/analytics-desktop.png`, fullPage: true });
  await axeClean(page, 'analytics section', SECTION);

  await section.getByRole('button', { name: 'Next' }).click();
  await expect(section.getByText('Page 2 of 2')).toBeVisible();
  await expect(leads.getByRole('row')).toHaveCount(3);
  await expect(section.getByRole('button', { name: 'Next' })).toBeDisabled();

  // A row opens the whole lead: each question with the page's own text; absent answers are left out.
  await leads.getByRole('row', { name: /Visitor 1/ }).click();
  const modal = page.getByRole('dialog', { name: 'Submission from Visitor 1' });
  await expect(modal).toBeVisible();
  for (const [label, value] of [
    ['Subject', 'Pricing question'],
    ['Would you pay $10 per meal?', 'Yes, $10 is fine'],
    ['Message', 'Message number 1: count me in.'],
    // The country of the visit (by its address); the typed one is shown only when it differs.
    ['Country', 'India'],
  ]) {
    await expect(modal.locator('dt', { hasText: label })).toBeVisible();
    await expect(modal.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value!);
  }
  await expect(modal.locator('dt', { hasText: /^Question \d/ })).toHaveCount(0);
  await expect(modal.getByText('N/A', { exact: true })).toHaveCount(0);
  await axeClean(page, 'submission modal', '.modal-dialog');
  await page.screenshot({ path: `${SHOTS}/analytics-lead-modal.png` });
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toBeHidden();
  // The same by keyboard.
  const second = leads.getByRole('button', { name: 'Visitor 2' });
  await settle(page);
  await second.focus();
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Submission from Visitor 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The filter: both clamp toasts (docs/product.md#validation-rules).
  const start = section.getByLabel('Start date');
  const end = section.getByLabel('End date');
  await start.fill('2020-01-01T00:00');
  await start.blur();
  await expect(page.getByText(/^Start date adjusted to order creation date: /)).toBeVisible();
  await expect(start).toHaveValue((await start.getAttribute('min'))!);
  await end.fill('2999-12-31T23:59');
  await end.blur();
  await expect(page.getByText(/^End date adjusted to today: /)).toBeVisible();
  await expect(end).toHaveValue((await end.getAttribute('max'))!);
  await page.screenshot({ path: `${SHOTS}/analytics-clamp-toasts.png` });

  // Country filter: options from the data, default "All Countries".
  const country = section.getByLabel('Country', { exact: true });
  await expect(country).toHaveValue('');
  await expect(country.locator('option').first()).toHaveText('All Countries');
  await country.selectOption('India');
  await section.getByRole('button', { name: 'Apply' }).click();
  await expect(section.getByTestId('summary-total-visits')).toHaveText('8');
  await expect(section.getByTestId('summary-unique-cities')).toHaveText('2');
  await expect(section.getByRole('img', { name: /Visits by country doughnut chart, 1 countries/ })).toBeVisible();
  // One lead said India.
  await expect(section.getByText('Page 1 of 1')).toBeVisible();
  await expect(leads.getByRole('row')).toHaveCount(2);
  await section.getByRole('button', { name: 'Clear' }).click();
  await expect(section.getByTestId('summary-total-visits')).toHaveText('13');
  await expect(country).toHaveValue('');

  // A phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/analytics-phone.png`, fullPage: true });
  // Nothing in the section is wider than the phone.
  const wide = await page.evaluate((sel) => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll(`${sel}, ${sel} *`)]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().right)}`,
      )
      .slice(0, 5);
  }, SECTION);
  expect(wide).toEqual([]);
  await axeClean(page, 'analytics section (phone)', SECTION);
});

/** The visits, cut out of the Channels card's list ("Paid Search" → "1 visit"). */
const channelRow = (section: Locator, channel: string) =>
  section.getByRole('list', { name: 'Visits by channel' }).getByRole('listitem').filter({ hasText: channel });

test('the owner is not counted; an ad visitor shows up live under Paid Search, in the funnel and on the lead', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { token, orderId } = await founderWithLiveOrder(request);
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/dashboard/overview/${orderId}`);
  const section = page.locator(SECTION);
  await expect(section.getByTestId('summary-total-visits')).toHaveText('0', { timeout: 30_000 });
  const exclude = section.getByLabel('Exclude my visits on this browser');
  await expect(exclude).not.toBeChecked();

  // The owner opens the page from the dashboard and reloads it twice.
  const [own] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('link', { name: /View Landing Page/ })
      .first()
      .click(),
  ]);
  await own.waitForLoadState('load');
  await expect(own).toHaveURL(new RegExp(`/p/${orderId}$`)); // the #owner mark is not left in the address
  await own.reload({ waitUntil: 'load' });
  await own.reload({ waitUntil: 'load' });
  await own.getByRole('link', { name: 'Get Started' }).click();
  await own.close();
  // The dashboard shows that this browser is excluded.
  await page.bringToFront();
  await expect(exclude).toBeChecked();

  // A visitor in another browser, from an ad.
  // (No X-Forwarded-For here: Chromium does not add extra headers to the beacon's keepalive requests,
  // so the page view and the lead would come from two addresses.)
  await leadFromAnAd(browser, {
    baseURL: baseURL!,
    orderId,
    campaign: 'Spring',
    viewport: { width: 390, height: 844 },
  });

  // Within 15 s (one refresh), without a reload: exactly one visit — the owner's three loads are not counted.
  await expect(section.getByTestId('summary-total-visits')).toHaveText('1', { timeout: 20_000 });
  await expect(channelRow(section, 'Paid Search')).toContainText('1 visit');
  await expect(section.getByRole('list', { name: 'Visits by channel' }).getByRole('listitem')).toHaveCount(1);
  const paid = section.getByTestId('funnel-Paid Search');
  await expect(paid.getByRole('cell')).toHaveText(['1', '1', '1', '1', '100.0%']);
  const funnel = section.getByRole('list', { name: 'Funnel' });
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Sent the form' })).toContainText('1 (100.0%)');
  await expect(section.getByTestId('live-visitors')).toHaveText('1 visitor in the last 5 minutes');
  const leads = section.getByRole('table', { name: /Contact form submissions/ });
  await expect(leads.getByRole('row', { name: /Meera Iyer/ }).getByTestId('lead-channel')).toHaveText(
    'Paid SearchSpring',
  );
  await expect(
    section.getByRole('table', { name: 'Visits and leads by campaign' }).getByRole('row', { name: /Spring/ }),
  ).toHaveText(/Spring\s*1\s*1/);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/analytics-channels-desktop.png`, fullPage: true });
  await axeClean(page, 'analytics section with channels', SECTION);

  // Switching the exclusion off is remembered for this browser.
  await exclude.uncheck();
  expect(await page.evaluate((id) => localStorage.getItem(`ideaproof.owner.${id}`), orderId)).toBe('0');

  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/analytics-channels-phone.png`, fullPage: true });
  await axeClean(page, 'analytics section with channels (phone)', SECTION);
});
