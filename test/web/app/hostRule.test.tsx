// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hostRuleRedirect, isTestHost, LANDING_PATH } from '../../../src/web/app/hostRule';
import DashboardLayout from '../../../src/web/app/layout/DashboardLayout';
import { DEMO_PAGE_PATHS } from '../../../src/web/demo/paths';
import { LocationProbe, renderApp } from './renderApp';

vi.mock('../../../src/web/lib/AuthProvider', async () => (await import('./fakeAuth')).fakeAuthModule);

afterEach(() => {
  cleanup();
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://localhost:3000/');
});

describe('host rule', () => {
  it('recognises a hostname whose first label is "test"', () => {
    expect(isTestHost('test.ideaproof.app')).toBe(true);
    expect(isTestHost('TEST.example.com')).toBe(true);
    expect(isTestHost('test')).toBe(true);
    expect(isTestHost('app.test.example.com')).toBe(false);
    expect(isTestHost('testing.example.com')).toBe(false);
    expect(isTestHost('localhost')).toBe(false);
  });

  it('sends every dashboard-layout route except the landing route to the landing path on a test host', () => {
    const dashboardPaths = [
      '/transactions',
      '/settings',
      '/dashboard/overview/abc',
      '/documentation/overview',
      ...DEMO_PAGE_PATHS,
    ];
    for (const path of dashboardPaths) {
      expect(hostRuleRedirect('test.ideaproof.app', path), path).toBe(LANDING_PATH);
      expect(hostRuleRedirect('app.ideaproof.app', path), path).toBeNull();
    }
    expect(hostRuleRedirect('test.ideaproof.app', LANDING_PATH)).toBeNull();
  });

  function renderLayout(hostname: string, path: string) {
    return render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<DashboardLayout hostname={hostname} />}>
              <Route path="/upgrade" element={<h1>Upgrade page</h1>} />
            </Route>
            <Route path={LANDING_PATH} element={<h1>Landing route</h1>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('the dashboard layout redirects on a test host', () => {
    renderLayout('test.ideaproof.app', '/upgrade');
    expect(screen.getByRole('heading', { name: 'Landing route' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(LANDING_PATH);
  });

  it('the dashboard layout stays put on any other host', () => {
    renderLayout('app.ideaproof.app', '/upgrade');
    expect(screen.getByRole('heading', { name: 'Upgrade page' })).toBeInTheDocument();
  });

  it('applies to the whole app on a test host, while public pages stay reachable', async () => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://test.example.com/');
    expect(window.location.hostname).toBe('test.example.com');
    renderApp('/widgets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Landing pages' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(LANDING_PATH);
    cleanup();
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
