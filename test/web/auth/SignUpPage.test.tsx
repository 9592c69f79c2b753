// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  it('requires the terms checkbox, which links to /terms', async () => {
    const seen = fakeBackend(() => ({ status: 500 }));
    renderAt('/sign-up');
    await fill('Ada', 'ada@example.com', 'pw12345678');
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
    await fill('Ada', 'ada@example.com', 'pw12345678');
    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/transactions'));
    expect(seen[0]).toMatchObject({
      path: '/api/auth/sign-up/email',
      body: { name: 'Ada', email: 'ada@example.com', password: 'pw12345678' },
    });
  });

  it('says why a sign-up failed (and logs it)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeBackend(() => ({ status: 422, body: { detail: 'User already exists. Use another email.' } }));
    renderAt('/sign-up');
    await fill('Ada', 'ada@example.com', 'pw12345678');
    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists. Use another email.');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
