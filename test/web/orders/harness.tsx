import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../src/web/ui/toast';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: Call) => { status?: number; body?: unknown } | undefined;

/** Stub fetch with a router of handlers; every call is recorded. Unknown calls answer 404. */
export function mockApi(handler: Handler) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { detail: `No route for ${call.method} ${url}` } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

export function order(overrides: Record<string, unknown> = {}) {
  return {
    id: 'abcdefgh12345678',
    title: 'Meal kits for busy parents',
    business_idea: [
      { question: 'What is your business idea?', answer: 'Meal kits for busy parents' },
      { question: 'What is your business solution?', answer: 'Weekly boxes, delivered Sundays' },
      { question: 'What is your unique feature?', answer: 'AI picks the recipes' },
      { question: 'What is your question prompt?', answer: 'Would you pay?' },
    ],
    amount: 99,
    amount_minor: 9900,
    currency: 'USD',
    status: 'Payment Required',
    created_at: '2026-01-10T10:00:00.000Z',
    due_date: '2026-01-17T10:00:00.000Z',
    ...overrides,
  };
}
