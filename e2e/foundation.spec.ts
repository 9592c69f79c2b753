import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { receivedMails } from './support/mailbox';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

/** No serious or critical accessibility violations on the page as it is now. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function signOut(page: Page) {
  await page.locator('header .dropdown-toggle').last().click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful! Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/transactions$/);
}

async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = receivedMails()
          .filter((m) => m.to.includes(email) && m.subject === 'Reset your Ideaproof password')
          .pop();
        link = mail && /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
        return link;
      },
      { timeout: 20_000, message: 'the reset email reaches the SMTP server' },
    )
    .toBeTruthy();
  return link!;
}

test('a founder signs up, signs out and in, resets a forgotten password, edits the profile and uploads a photo', async ({
  page,
}) => {
  const email = `founder.${Date.now()}@example.com`;
  const password = 'first password 1';
  const newPassword = 'second password 2';

  // Sign-up: the terms checkbox is required.
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Username').fill('Ada Founder');
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('You must agree to the Terms & Conditions')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sign-up.png`, fullPage: true });
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/transactions$/);

  // A signed-in visitor who opens sign-in goes to /transactions.
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/transactions$/);

  await signOut(page);

  // Sign-in: a wrong password shows the failure toast, the right one the success toast.
  await expect(page.getByRole('heading', { name: 'Sign in to Ideaproof' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await page.getByLabel(/Continue with Google \(unavailable/).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Google sign-in is not configured on this server');
  await expectAccessible(page);
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Your password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login failed. Please check your credentials. Invalid email or password')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sign-in.png`, fullPage: true });
  await signIn(page, email, password);
  await signOut(page);

  // Forgot password: the link arrives by email (a real SMTP server) and works once.
  await page.getByRole('link', { name: 'Lost password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Recover password' }).click();
  await expect(page.getByText(/If an account exists for this email/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/forgot-password.png`, fullPage: true });
  const link = await resetLinkFor(email);
  await page.goto(link);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something else');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-password.png`, fullPage: true });
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The link does not work twice.
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('third password 3');
  await page.getByLabel('Confirm new password').fill('third password 3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/expired or has already been used/)).toBeVisible();

  await page.goto('/sign-in');
  await signIn(page, email, newPassword);

  // Profile settings.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'General information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Birthday').fill('12/10/1985');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('US');
  await page.getByLabel('Phone number').fill('(415) 555-0100');
  await page.getByLabel(/^Address/).fill('Market Street');
  await page.getByRole('textbox', { name: 'Number', exact: true }).fill('221B');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').selectOption('CA');
  await page.getByRole('textbox', { name: 'ZIP', exact: true }).fill('94103');
  await page.getByLabel('Display name').fill('Ada L.');
  await page.getByLabel('Job title').fill('Founder');
  await page.getByLabel('Location', { exact: true }).fill('San Francisco, CA');
  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.locator('header')).toContainText('Ada L.');

  // Photo: a text file is refused in the browser; a real image is uploaded and shown in the top bar.
  const fileInput = page.getByLabel('Photo file');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('Choose a JPG, PNG, WebP or GIF image.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 52, g: 120, b: 246 } },
  })
    .composite([
      {
        input: Buffer.from('<svg width="800" height="600"><circle cx="400" cy="300" r="200" fill="#ffd43b"/></svg>'),
      },
    ])
    .png()
    .toBuffer();
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Preview of')).toBeVisible();
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Profile picture updated successfully!')).toBeVisible();
  const avatar = page.locator('header [data-testid="avatar-picture"]');
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expectAccessible(page);
  // Screenshot the page as the user sees it once the toasts have gone (tips panel closed).
  await page.setViewportSize({ width: 1280, height: 1150 });
  await page.getByRole('button', { name: 'Hide these tips' }).click();
  await expect(page.getByText('Profile picture updated successfully!')).toBeHidden({ timeout: 6000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/settings.png` });

  // The profile survives a reload (it comes from the server, not the form).
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Birthday')).toHaveValue('12/10/1985');
});

test('the lock screen locks the session and the password unlocks it', async ({ page }) => {
  const email = `locker.${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel('Username').fill('Lin Locker');
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Your password').fill('lock password 1');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/transactions$/);

  await page.goto('/lock');
  await expect(page.getByRole('heading', { name: 'Lin Locker' })).toBeVisible();
  await expect(page.getByText('Your session is locked.')).toBeVisible();
  // Locked means signed out: a protected page now goes to sign-in.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/lock');
  await page.getByLabel('Your password').fill('wrong password');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText(/Login failed\. Please check your credentials\./)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/lock.png`, fullPage: true });
  await expectAccessible(page);
  await page.getByLabel('Your password').fill('lock password 1');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
});
