// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../src/web/lib/api';
import { fakeBackend, renderAt, userDoc, type FakeAnswer, type SeenRequest } from './harness';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

function backend(signIn: (req: SeenRequest) => FakeAnswer, google = false) {
  return fakeBackend((req) => {
    if (req.path === '/api/auth-options') return { body: { google } };
    if (req.path === '/api/auth/sign-in/email') return signIn(req);
    if (req.path === '/api/me') return { body: userDoc() };
    return { status: 404, body: { detail: 'nope' } };
  });
}

describe('sign-in page', () => {
  it('shows the required-field messages and sends nothing', async () => {
    const seen = backend(() => ({ status: 500 }));
    renderAt('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your email/)).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((r) => r.path.startsWith('/api/auth/sign-in'))).toHaveLength(0);
  });

  it('on success toasts "Login successful! Welcome back!" and goes to /transactions', async () => {
    const seen = backend(() => ({ body: {}, headers: { 'set-auth-token': 't.sig' } }));
    renderAt('/sign-in');
    await userEvent.type(await screen.findByLabelText(/Your email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Your password/), 'pw12345678');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login successful! Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/transactions'));
    expect(getToken()).toBe('t.sig');
    expect(seen.find((r) => r.path === '/api/auth/sign-in/email')?.body).toEqual({
      email: 'ada@example.com',
      password: 'pw12345678',
      rememberMe: true,
    });
  });

  it('on failure toasts "Login failed. Please check your credentials. {reason}" and stays', async () => {
    backend(() => ({ status: 401, body: { detail: 'Invalid email or password' } }));
    renderAt('/sign-in');
    await userEvent.type(await screen.findByLabelText(/Your email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Your password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Login failed. Please check your credentials. Invalid email or password'),
    ).toBeInTheDocument();
    expect(location()).toBe('/sign-in');
  });

  it('paints the form at once while a stored session is checked, then sends a signed-in visitor to /transactions', async () => {
    setToken('t.sig');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fakeBackend(async (req) => {
      if (req.path === '/api/me') await gate;
      return { body: req.path === '/api/me' ? userDoc() : { google: false } };
    });
    renderAt('/sign-in');
    expect(screen.queryByText('Checking your session…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/sign-in');
    release();
    await waitFor(() => expect(location()).toBe('/transactions'));
  });

  it('links "Lost password?" to /forgot-password and offers sign-up', async () => {
    backend(() => ({ status: 500 }));
    renderAt('/sign-in');
    expect(await screen.findByRole('link', { name: 'Lost password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });

  it('shows Google disabled with the reason when it is not configured, enabled when it is', async () => {
    backend(() => ({ status: 500 }), false);
    renderAt('/sign-in');
    const wrapper = await screen.findByLabelText(
      /Continue with Google \(unavailable: Google sign-in is not configured/,
    );
    expect(wrapper).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
    // The reason shows while the pointer is over the wrapper or the focus is on it, on the same
    // element whenever the tooltip's code arrives; Escape hides it.
    await userEvent.hover(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Google sign-in is not configured on this server');
    expect(screen.getByLabelText(/Continue with Google \(unavailable/)).toBe(wrapper);
    await userEvent.unhover(wrapper);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    wrapper.focus();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(wrapper).toHaveFocus();
    cleanup();
    vi.unstubAllGlobals();
    backend(() => ({ status: 500 }), true);
    renderAt('/sign-in');
    await waitFor(() => expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeEnabled());
  });

  it('shows the message a reset sends it with', async () => {
    backend(() => ({ status: 500 }));
    renderAt({ pathname: '/sign-in', state: { message: 'Your password has been changed.' } });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });
});
