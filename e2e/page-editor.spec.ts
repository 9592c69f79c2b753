import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { founderWithLiveOrder } from './support/founder';

// The landing page editor: edit a card, see it in the preview, save, see it on /p/{id}; restore
// the generated version; upload a main image; screenshots at phone and desktop widths.

const SHOTS = 'e2e/screenshots/editor';

const editor = (page: Page) => page.getByRole('region', { name: 'Edit landing page' });
const preview = (page: Page) => page.frameLocator('iframe[title="Preview of your landing page"]');

async function publicPage(page: Page, orderId: string): Promise<string> {
  const res = await page.request.get(`/p/${orderId}`);
  expect(res.status()).toBe(200);
  return res.text();
}

test('edit, preview, save, restore and replace an image in the landing page editor', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A solution of three statements: the page has service cards ("how it works") to edit.
  const { token, orderId } = await founderWithLiveOrder(request, [
    'Meal kits for busy parents',
    'We deliver a box of fresh ingredients every Sunday, with recipes for five dinners. Each dinner takes twenty minutes to cook, and the kids can help with most steps. You choose your recipes in the app by Thursday night and pause any week you like.',
    'Every recipe is tested by a parent of two on a weeknight.',
    'How many dinners a week do you cook?',
  ]);
  await page.addInitScript((t) => localStorage.setItem('ideaproof.token', t), token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  // The editor is the dashboard's "Landing page" section (a live page opens on its results).
  await page.goto(`/dashboard/overview/${orderId}/page`);

  const card = editor(page);
  await expect(card.getByRole('heading', { name: 'Edit landing page' })).toBeVisible();
  await expect(card.getByText('5 of 5 regenerations left today (UTC).')).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Generated' })).toContainText('Published');
  const generatedHeading = await preview(page).locator('#services h3').first().innerText();

  // Edit a service card: the preview follows, nothing is published yet.
  await card.getByRole('button', { name: 'Services' }).click();
  const heading = card.getByLabel('Service 1 heading');
  await heading.fill('Bike-powered flower delivery');
  await expect(card.getByText('28/80')).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Bike-powered flower delivery' })).toBeVisible();
  await expect(card.getByText('Unsaved changes')).toBeVisible();
  expect(await publicPage(page, orderId)).not.toContain('Bike-powered flower delivery');

  // The preview is inert: no script, and its form cannot be sent.
  await expect(page.locator('iframe[title="Preview of your landing page"]')).toHaveAttribute(
    'sandbox',
    'allow-same-origin',
  );

  await card.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Your landing page is published.')).toBeVisible();
  await expect(card.getByRole('listitem').first()).toContainText('Edited');
  await expect(card.getByRole('listitem').first()).toContainText('Published');
  expect(await publicPage(page, orderId)).toContain('Bike-powered flower delivery');

  // Restore the generated version.
  await card.getByRole('button', { name: /^Restore the generated version/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore and publish' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('listitem').first()).toContainText('Restored');
  const restored = await publicPage(page, orderId);
  expect(restored).not.toContain('Bike-powered flower delivery');
  expect(restored).toContain(generatedHeading);

  // Replace the main image by upload, then publish it.
  await card.getByRole('button', { name: 'About us' }).click();
  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 230, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  await card.getByLabel('Replace main image').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: png });
  const thumb = card.getByRole('img', { name: 'Main image (current)' });
  await expect(thumb).toHaveAttribute('src', /^\/media\/[A-Za-z0-9_-]+\.jpg$/);
  const url = (await thumb.getAttribute('src'))!;
  await expect(preview(page).locator(`img[src="${url}"]`)).toBeVisible();
  await card.getByRole('button', { name: 'Save and publish' }).click();
  await expect(card.getByRole('listitem').first()).toContainText('Edited');
  expect(await publicPage(page, orderId)).toContain(`src="${url}"`);

  // Screenshots of the editor, desktop then phone (a fresh page at each width, the preview drawn).
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1440, 1000],
    [390, 844],
  ] as const) {
    const shot = await page.context().newPage();
    await shot.setViewportSize({ width, height });
    await shot.goto(`/dashboard/overview/${orderId}/page`);
    const c = editor(shot);
    await c.getByRole('button', { name: 'Services' }).click();
    await c.getByLabel('Service 1 heading').fill('Weekly family boxes');
    await expect(preview(shot).getByRole('heading', { name: 'Weekly family boxes' })).toBeVisible();
    await expect(c.getByText('Updating…')).toBeHidden();
    await c.scrollIntoViewIfNeeded();
    await shot.screenshot({ path: `${SHOTS}/editor-${width}.png` });
    await c.screenshot({ path: `${SHOTS}/editor-${width}-card.png` });
    await shot.close();
  }
});
