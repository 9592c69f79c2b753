import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../../../src/web/lib/AuthProvider';
import { ToastProvider } from '../../../src/web/ui/toast';
import SignInPage from '../../../src/web/auth/pages/SignInPage';
import SignUpPage from '../../../src/web/auth/pages/SignUpPage';
import ForgotPasswordPage from '../../../src/web/auth/pages/ForgotPasswordPage';
import ResetPasswordPage from '../../../src/web/auth/pages/ResetPasswordPage';
import LockPage from '../../../src/web/auth/pages/LockPage';
import SettingsPage from '../../../src/web/profile/SettingsPage';
import type { UserDocument } from '../../../src/shared/contracts/profile';

/** What the fake backend saw. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Replace fetch with a fake backend; `answer` decides each reply. Returns the list of requests. */
export function fakeBackend(answer: (req: SeenRequest) => FakeAnswer | Promise<FakeAnswer>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
      let body: unknown = init.body;
      if (typeof init.body === 'string') {
        try {
          body = JSON.parse(init.body);
        } catch {
          body = init.body;
        }
      }
      const req: SeenRequest = { method: init.method ?? 'GET', path: input, headers, body };
      seen.push(req);
      const a = await answer(req);
      return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
        status: a.status ?? 200,
        headers: { 'content-type': 'application/json', ...(a.headers ?? {}) },
      });
    }),
  );
  return seen;
}

export function userDoc(overrides: Partial<UserDocument> = {}): UserDocument {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    username: 'Ada',
    created_at: '2026-01-01T00:00:00.000Z',
    birthday: null,
    subscribed_strategies: [],
    first_name: null,
    last_name: null,
    gender: null,
    phone: null,
    address: null,
    address_number: null,
    city: null,
    country: null,
    state: null,
    zip_code: null,
    phone_country: null,
    display_name: null,
    job_title: null,
    location: null,
    profile_picture: null,
    time_zone: null,
    email_digest: true,
    email_lead_alerts: true,
    ...overrides,
  };
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The identity pages and /settings with the real providers, at `path`. */
export function renderAt(path: string | { pathname: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <AuthProvider>
            <WhereAmI />
            <Routes>
              <Route path="/sign-in" element={<SignInPage />} />
              <Route path="/sign-up" element={<SignUpPage />} />
              <Route path="/forgot-password" element={<ForgotPasswordPage />} />
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="/lock" element={<LockPage />} />
              <Route path="/settings" element={<SettingsPage />} />
              <Route path="/transactions" element={<h1>Your business ideas</h1>} />
              <Route path="/terms" element={<h1>Terms</h1>} />
            </Routes>
          </AuthProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
