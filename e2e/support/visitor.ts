import { expect, type Browser, type Locator } from '@playwright/test';

/** A desktop Chrome's user agent: headless Chromium says "HeadlessChrome", which the beacon's bot filter drops. */
export const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/**
 * A visitor from an ad, in a browser context of its own: opens `/p/{orderId}` with Google's UTM
 * tags and a click id, clicks Get Started and sends the contact form, typing as a person does.
 */
export async function leadFromAnAd(
  browser: Browser,
  options: { baseURL: string; orderId: string; campaign: string; viewport?: { width: number; height: number } },
): Promise<void> {
  const visitor = await browser.newContext({ baseURL: options.baseURL, userAgent: CHROME_UA });
  const landing = await visitor.newPage();
  if (options.viewport) await landing.setViewportSize(options.viewport);
  const utm = new URLSearchParams({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: options.campaign,
    gclid: 'x',
  });
  await landing.goto(`/p/${options.orderId}?${utm}`, { waitUntil: 'load' });
  await landing.getByRole('link', { name: 'Get Started' }).click();
  const form = landing.locator('[data-contact-form]');
  await form.getByLabel('Name').fill('Meera Iyer');
  await form.getByLabel('Email').fill('meera@example.com');
  await typeLikeAPerson(form.getByLabel('Message', { exact: true }), 'I would buy this every week.');
  await form.locator('input[name="policy"]').check();
  await form.getByRole('button', { name: /send/i }).click();
  await expect(landing.getByText('Message sent successfully')).toBeVisible();
  await visitor.close();
}

/**
 * Wait until the clock has moved past the current millisecond. Called once a request has been
 * answered, it makes the next row the server stamps newer than every row stamped before (the
 * server runs on this machine's clock): leads sent one after another sort newest first.
 */
export async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() <= now) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Type `text` key by key over about 3.5 s, as a person types a message. The page script reports the
 * time from the first touch of a form to its send (`form_ms`), and a form sent faster than
 * MIN_FORM_MS (3 s, src/server/leads/quality.ts) is suspected spam, left out of demand; Playwright's
 * `fill` takes a few milliseconds.
 */
export async function typeLikeAPerson(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text, { delay: Math.ceil(3_500 / Math.max(1, text.length)) });
}
