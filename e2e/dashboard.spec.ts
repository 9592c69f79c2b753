import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { founderWithLiveOrder } from './support/founder';
import { settle } from './support/settle';
import { CHROME_UA, nextMillisecond } from './support/visitor';

// Issue 25 items 1, 5 and 6: a live page's dashboard opens on its results ("Total Visits" in the
// first screen at 1440 × 900), its set-up sections have their own addresses and are reached by
// keyboard (the back button returns), a short period's chart is a line, and on a phone the leads
// are cards whose email addresses do not wrap mid-word. Screenshots at 1440 and 390 px.

const SHOTS = 'e2e/screenshots/dashboard';
test.use({ userAgent: CHROME_UA });

/** The page's question for MEAL_KITS (the founder's fourth answer, the form's first question). */
const QUESTION = 'Would you pay $10 per meal?';

// Visitors from five countries (DB-IP Lite), as in analytics.spec.ts.
const VISITS: [ip: string, times: number][] = [
  ['13.234.0.1', 4], // Mumbai, India
  ['106.51.0.1', 2], // Bengaluru, India
  ['8.8.8.8', 2], // Mountain View, United States
  ['81.2.69.142', 1], // London, United Kingdom
  ['103.21.244.1', 1], // Toronto, Canada
];
const LEADS: [name: string, email: string, answer?: string][] = [
  ['Lina', 'lina@example.com', 'Yes, twice a week'],
  ['Priyanka Raghunathan', 'priyanka.raghunathan.founder@verylongcompanyname.co.in', 'Only if it is organic'],
  ['Rajesh', 'raj.k@example.org'],
  ['Anabel', 'ana.maria.gonzalez+mealkits@correo-electronico.example.com', 'At $8 I would, at $10 not'],
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
  for (const [i, [name, email, answer]] of LEADS.entries()) {
    const res = await request.post('/api/contact_form', {
      data: { order_id: orderId, name, email, question_1: answer, message: 'Count me in.', policy: true, form_ms: 20_000 },
      headers: { 'x-forwarded-for': `10.25.0.${i + 1}`, 'user-agent': CHROME_UA },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await nextMillisecond(); // distinct timestamps: newest first is well defined
  }
}

async function axeClean(page: Page, label: string, scope: string) {
  const results = await new AxeBuilder({ page }).include(scope).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} — ${v.help}`)).toEqual([]);
}

test('a live page opens on its results; its sections are links with their own addresses, by keyboard too', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const { token, orderId } = await founderWithLiveOrder(request);
  await seed(request, orderId);
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  await page.setViewportSize({ width: 1440, height: 900 });
  const base = `/dashboard/overview/${orderId}`;
  await page.goto(base);

  // Results first: the cards are in the first screen.
  await expect(page.getByTestId('summary-total-visits')).toHaveText('10', { timeout: 30_000 });
  await expect(page.getByText('Total Visits', { exact: true })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A new order's period is minutes long: drawn by the hour with the hours before launch, a line.
  await expect(page.getByRole('img', { name: /^Hourly visits line chart, 1[23] hours$/ })).toBeVisible();
  await expect(page.getByTestId('chart-context')).toContainText('before your page went live');
  // The leads, with a column named by the page's question, and the latest answers to it.
  const leads = page.getByRole('table', { name: /Contact form submissions/ });
  await expect(leads.getByRole('columnheader')).toHaveText([
    'Name',
    'Email',
    QUESTION,
    'Timestamp',
    'Channel',
    'Follow-up',
  ]);
  await expect(leads.getByRole('row', { name: /Priyanka/ })).toContainText('Only if it is organic');
  const answers = page.getByRole('region', { name: 'Answers to your question' });
  await expect(answers.getByTestId('answers-question')).toHaveText(`“${QUESTION}”`);
  await expect(answers.getByRole('listitem')).toHaveCount(3);
  await expect(answers.getByTestId('answers-count')).toHaveText('3 of 4 leads answered it.');
  // The doughnut's numbers beside it.
  await expect(page.getByTestId('country-legend').getByRole('listitem', { includeHidden: true })).toHaveCount(4);
  await expect(page.getByTestId('country-legend')).toContainText('India6');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/results-1440-first-screen.png` });
  await page.screenshot({ path: `${SHOTS}/results-1440.png`, fullPage: true });
  await axeClean(page, 'results at 1440', 'main');

  // The section navigation by keyboard: Tab moves along the links, Enter opens one.
  const nav = page.getByRole('navigation', { name: 'Order dashboard sections' });
  const link = (name: string) => nav.getByRole('link', { name });
  await expect(link('Results')).toHaveAttribute('aria-current', 'page');
  await link('Results').focus();
  await page.keyboard.press('Tab');
  await expect(link('Landing page')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${base}/page$`));
  await expect(link('Landing page')).toHaveAttribute('aria-current', 'page');
  await expect(link('Results')).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('heading', { name: 'Edit landing page' })).toBeVisible();
  await expect(page.getByText('Total Visits', { exact: true })).toHaveCount(0);
  await expect(link('Landing page')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(link('Ad campaigns')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${base}/campaigns$`));
  await expect(page.getByText('No ad campaigns available')).toBeVisible();
  await expect(page).toHaveTitle('Ad campaigns · Meal kits for busy parents · Ideaproof');

  // The back button returns section by section.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${base}/page$`));
  await expect(page.getByRole('heading', { name: 'Edit landing page' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByTestId('summary-total-visits')).toHaveText('10');
  // A deep link opens its section.
  await page.goto(`${base}/experiments`);
  await expect(page.getByRole('region', { name: 'Experiments' })).toBeVisible();
  await expect(link('Experiments')).toHaveAttribute('aria-current', 'page');
  await axeClean(page, 'section navigation', 'nav[aria-label="Order dashboard sections"]');

  // One-click ranges: "Last 7 days" applies at once and is marked.
  await page.goto(base);
  const period = page.getByRole('group', { name: 'Period' });
  await period.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(period.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('summary-total-visits')).toHaveText('10');
});

test('on a phone: the same sections under a sticky navigation, and the leads as cards', async ({ page, request }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const { token, orderId } = await founderWithLiveOrder(request);
  await seed(request, orderId);
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/overview/${orderId}`);
  await expect(page.getByTestId('summary-total-visits')).toHaveText('10', { timeout: 30_000 });

  // Leads as cards (the table is for wider screens).
  await expect(page.getByRole('table', { name: /Contact form submissions/ })).toBeHidden();
  const cards = page.getByRole('list', { name: 'Contact form submissions, newest first' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText('Anabel');
  await expect(cards.filter({ hasText: 'Priyanka' })).toContainText(`${QUESTION} Only if it is organic`);
  // Each email address takes at most two lines, broken after the @ or before a dot, never mid-word.
  const emails = cards.locator('.ip-email');
  for (let i = 0; i < (await emails.count()); i++) {
    const lines = await emails.nth(i).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, `email ${i}`).toBeLessThanOrEqual(2);
  }
  await cards.first().scrollIntoViewIfNeeded();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/leads-390.png` });

  // The navigation stays under the top bar while the section scrolls, and nothing is wider than the phone.
  const nav = page.getByRole('navigation', { name: 'Order dashboard sections' });
  const top = await nav.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBe(64);
  await expect(nav.getByRole('link', { name: 'Results' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/results-390.png`, fullPage: true });
  await axeClean(page, 'results at 390', 'main');

  await nav.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payments' })).toBeInViewport();
});
