// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../src/web/lib/api';
import { fakeBackend, renderAt, userDoc } from './harness';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(username: string, email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Username/), username);
  await userEvent.type(screen.getByLabelText(/Your email/), email);
  await userEvent.type(screen.getByLabelText(/Your password/), password);
}

describe('sign-up page', () => {
  it('paints the form at once while a stored session is checked', async () => {
    setToken('t.sig');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fakeBackend(async (req) => {
      if (req.path === '/api/me') {
        await gate;
        return { status: 401, body: { detail: 'Session expired' } };
      }
      return { body: { google: false } };
    });
    renderAt('/sign-up');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your session…')).toBeNull();
    release();
    await waitFor(() => expect(screen.getByLabelText(/Username/)).toBeInTheDocument());
  });

  it('counts the username against its limit as it is typed', async () => {
    fakeBackend(() => ({ body: { google: false } }));
    renderAt('/sign-up');
    const username = await screen.findByLabelText(/Username/);
    expect(username).toHaveAttribute('maxLength', '50');
    expect(username).toHaveAccessibleDescription('0/50');
    await userEvent.type(username, 'Priya');
    expect(username).toHaveAccessibleDescription('5/50');
  });

  it('requires the terms checkbox, which links to /terms', async () => {
    const seen = fakeBackend(() => ({ status: 500 }));
    renderAt('/sign-up');
    await fill('Ada', 'ada@example.com', 'tangerine kayak 1987');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You must agree to the Terms & Conditions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(seen).toHaveLength(0);
  });

  it('validates username, email and password length', async () => {
    fakeBackend(() => ({ status: 500 }));
    renderAt('/sign-up');
    await fill('A', 'not-an-email', 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Username must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('creates the account and goes to /transactions', async () => {
    const seen = fakeBackend((req) =>
      req.path === '/api/me' ? { body: userDoc() } : { body: {}, headers: { 'set-auth-token': 'n.sig' } },
    );
    renderAt('/sign-up');
    await fill('Ada', 'ada@example.com', 'tangerine kayak 1987');
    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/transactions'), { timeout: 15_000 });
    expect(seen[0]).toMatchObject({
      path: '/api/auth/sign-up/email',
      body: { name: 'Ada', email: 'ada@example.com', password: 'tangerine kayak 1987' },
    });
  });

  it('says why a sign-up failed (and logs it)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeBackend(() => ({ status: 422, body: { detail: 'User already exists. Use another email.' } }));
    renderAt('/sign-up');
    await fill('Ada', 'ada@example.com', 'tangerine kayak 1987');
    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists. Use another email.');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('refuses a common password before sending it, with the reason, and shows the strength as it is typed', async () => {
    const seen = fakeBackend(() => ({ status: 500 }));
    renderAt('/sign-up');
    await fill('Ada', 'ada@example.com', 'password');
    expect(
      await screen.findByText(/Strength: Very weak\. This is a heavily used password\./, undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText(/This password is too easy to guess/, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Your password/)).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/Your password/));
    await userEvent.type(screen.getByLabelText(/Your password/), 'tangerine kayak 1987');
    expect(await screen.findByText(/Strength: Very strong\./)).toBeInTheDocument();
  });
});
