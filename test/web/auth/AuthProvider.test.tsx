// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, getToken, setToken } from '../../../src/web/lib/api';
import { AuthProvider, useAuth, type AuthState } from '../../../src/web/lib/AuthProvider';
import { fakeBackend, userDoc } from './harness';

let auth: AuthState;
function Probe() {
  auth = useAuth();
  return <output data-testid="status">{auth.status + (auth.user ? ` ${auth.user.email}` : '')}</output>;
}
const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
const status = () => screen.getByTestId('status').textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('is signed out at once when no token is stored, without calling the server', () => {
    const seen = fakeBackend(() => ({ status: 500 }));
    mount();
    expect(status()).toBe('signed-out');
    expect(seen).toHaveLength(0);
  });

  it('stays loading until /api/me answers for the stored token, then is signed in', async () => {
    setToken('tok.sig');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const seen = fakeBackend(async () => {
      await gate;
      return { body: userDoc() };
    });
    mount();
    expect(status()).toBe('loading');
    release();
    await waitFor(() => expect(status()).toBe('signed-in ada@example.com'));
    expect(seen.at(-1)).toMatchObject({ path: '/api/me', headers: { authorization: 'Bearer tok.sig' } });
  });

  it('drops a token the server refuses (401) and is signed out', async () => {
    setToken('revoked.sig');
    fakeBackend(() => ({ status: 401, body: { detail: 'Your session has expired' } }));
    mount();
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(getToken()).toBeNull();
  });

  it('signs in with the token from set-auth-token, and signs out on the server and locally', async () => {
    const seen = fakeBackend((req) => {
      if (req.path === '/api/auth/sign-in/email')
        return { body: { token: 'raw' }, headers: { 'set-auth-token': 'new.sig' } };
      if (req.path === '/api/me') return { body: userDoc() };
      return { body: { success: true } };
    });
    mount();
    await act(() => auth.signIn('ada@example.com', 'pw12345678', true));
    expect(status()).toBe('signed-in ada@example.com');
    expect(getToken()).toBe('new.sig');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      body: { email: 'ada@example.com', password: 'pw12345678', rememberMe: true },
    });
    await act(() => auth.signOut());
    expect(status()).toBe('signed-out');
    expect(getToken()).toBeNull();
    expect(seen.at(-1)).toMatchObject({ path: '/api/auth/sign-out', headers: { authorization: 'Bearer new.sig' } });
  });

  it('signs up with the username as the account name', async () => {
    const seen = fakeBackend((req) =>
      req.path === '/api/me'
        ? { body: userDoc({ username: 'Ada' }) }
        : { body: {}, headers: { 'set-auth-token': 'up.sig' } },
    );
    mount();
    await act(() => auth.signUp('Ada', 'ada@example.com', 'pw12345678'));
    expect(seen[0]).toMatchObject({
      path: '/api/auth/sign-up/email',
      body: { name: 'Ada', email: 'ada@example.com', password: 'pw12345678' },
    });
    expect(status()).toBe('signed-in ada@example.com');
  });

  it('refuses a failed sign-in with the server detail and stays signed out', async () => {
    fakeBackend(() => ({ status: 401, body: { detail: 'Invalid email or password' } }));
    mount();
    await expect(auth.signIn('ada@example.com', 'nope', false)).rejects.toMatchObject({
      status: 401,
      detail: 'Invalid email or password',
    });
    expect(status()).toBe('signed-out');
    expect(getToken()).toBeNull();
  });

  it('signs out when any API call answers 401', async () => {
    setToken('tok.sig');
    let revoked = false;
    fakeBackend(() => (revoked ? { status: 401, body: { detail: 'expired' } } : { body: userDoc() }));
    mount();
    await waitFor(() => expect(status()).toBe('signed-in ada@example.com'));
    revoked = true;
    await act(async () => {
      await api('/orders').catch(() => {});
    });
    expect(status()).toBe('signed-out');
    expect(getToken()).toBeNull();
  });
});
