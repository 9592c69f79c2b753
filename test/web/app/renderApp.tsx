import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../../../src/web/app/AppRoutes';
import { ToastProvider } from '../../../src/web/ui/toast';

// Lazy page chunks are transformed on first import: give them time.
configure({ asyncUtilTimeout: 8000 });

/** Stand-in for the network: /api/site answers, anything else is a 404 `{ detail }`. */
export function stubFetch() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/site')) {
      return new Response(
        JSON.stringify({ name: 'Acme', email: 'help@acme.example', phone: '+1 555 0100', address: '1 Main St' }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }
    return new Response(JSON.stringify({ detail: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Shows the router's current path so tests can assert on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The app's routes at `path`, with the real providers except auth (mocked by the test file). */
export function renderApp(path: string) {
  stubFetch();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <AppRoutes />
          <LocationProbe />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
