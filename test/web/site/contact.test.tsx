// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import ContactPage from '../../../src/web/site/ContactPage';
import HomePage from '../../../src/web/site/HomePage';

const SITE = {
  name: 'Acme Ventures LLP',
  email: 'help@acme.example',
  phone: '+91 98765 43210',
  address: '12 MG Road, Pune',
};

function renderPage(page: React.ReactNode, answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer.clone()),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Contact Us', () => {
  it('shows the merchant details served by GET /api/site', async () => {
    renderPage(<ContactPage />, json(SITE));
    expect(await screen.findByRole('heading', { name: SITE.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    expect(screen.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByText(SITE.address)).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/site');
  });

  it('says so when the details cannot be loaded, or are malformed', async () => {
    renderPage(<ContactPage />, json({ name: 1 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});

describe('home page', () => {
  it('links to the dashboard, the anchors, and the support email', async () => {
    renderPage(<HomePage />, json(SITE));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Turn your idea into validated market insight in days',
    );
    expect(screen.getAllByRole('link', { name: /Explore dashboard/ })[0]).toHaveAttribute('href', '/transactions');
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('getting-started')).not.toBeNull();
    expect(await screen.findByRole('link', { name: `Email ${SITE.email}` })).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
    expect(screen.getAllByText(/9–15 days/).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/lorem ipsum/i);
  });
});
