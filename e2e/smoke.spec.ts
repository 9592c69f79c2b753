import { expect, test } from '@playwright/test';

test('the server serves the built web app and its health check', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  await page.goto('/');
  await expect(page).toHaveTitle(/Ideaproof/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
