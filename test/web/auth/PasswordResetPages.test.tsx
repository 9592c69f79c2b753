// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_REQUESTED_MESSAGE } from '../../../src/shared/contracts/auth';
import { fakeBackend, renderAt } from './harness';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('forgot-password page', () => {
  it('always shows the same neutral confirmation', async () => {
    const seen = fakeBackend(() => ({ body: { status: true, message: 'If this email exists…' } }));
    for (const email of ['known@example.com', 'ghost@example.com']) {
      renderAt('/forgot-password');
      await userEvent.type(await screen.findByLabelText(/Your email/), email);
      await userEvent.click(screen.getByRole('button', { name: 'Recover password' }));
      expect(await screen.findByText(RESET_REQUESTED_MESSAGE)).toBeInTheDocument();
      cleanup();
    }
    expect(seen.map((r) => [r.path, r.body])).toEqual([
      ['/api/auth/request-password-reset', { email: 'known@example.com' }],
      ['/api/auth/request-password-reset', { email: 'ghost@example.com' }],
    ]);
  });

  it('validates the email and shows a rate-limit refusal', async () => {
    fakeBackend(() => ({ status: 429, body: { detail: 'Too many requests. Please try again later.' } }));
    renderAt('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Recover password' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Your email/), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Recover password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });
});

describe('reset-password page', () => {
  it('requires matching passwords of at least 8 characters', async () => {
    const seen = fakeBackend(() => ({ body: { status: true } }));
    renderAt('/reset-password?token=abc');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'long enough 1');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'long enough 2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('sets the new password with the token and sends the user to sign-in with a message', async () => {
    const seen = fakeBackend((req) =>
      req.path === '/api/auth-options' ? { body: { google: false } } : { body: { status: true } },
    );
    renderAt('/reset-password?token=tok123');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'long enough 1');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'long enough 1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    // The strength check loads its dictionaries first (a separate chunk, slow on a busy machine).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-in'), { timeout: 15_000 });
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(seen[0]).toMatchObject({
      path: '/api/auth/reset-password',
      body: { token: 'tok123', newPassword: 'long enough 1' },
    });
  });

  it('explains an expired or used link and offers a new one', async () => {
    fakeBackend(() => ({ status: 400, body: { detail: 'Invalid token', code: 'INVALID_TOKEN' } }));
    renderAt('/reset-password?token=used');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'long enough 1');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'long enough 1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or has already been used/);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it('refuses a common password before sending it', async () => {
    const seen = fakeBackend(() => ({ body: { status: true } }));
    renderAt('/reset-password?token=tok123');
    await userEvent.type(await screen.findByLabelText(/^New password/), '12345678');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText(/This password is too easy to guess/, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/auth/reset-password')).toHaveLength(0);
  });

  it('explains a link without a token', async () => {
    fakeBackend(() => ({ status: 500 }));
    renderAt('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or has already been used/);
  });
});
