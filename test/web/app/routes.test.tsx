// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeAuth, makeState } from './fakeAuth';
import { renderApp } from './renderApp';

vi.mock('../../../src/web/lib/AuthProvider', async () => (await import('./fakeAuth')).fakeAuthModule);
// Other areas' pages are stood in for: these tests are about the route table and the chrome.
vi.mock('../../../src/web/auth/pages/SignInPage', () => ({ default: () => <h1>Sign in stand-in</h1> }));
vi.mock('../../../src/web/orders/TransactionsPage', () => ({ default: () => <h1>Your business ideas</h1> }));
vi.mock('../../../src/web/profile/SettingsPage', () => ({ default: () => <h1>Settings stand-in</h1> }));

const signedIn = () =>
  makeState('signed-in', { id: 'u1', email: 'ada@example.com', username: 'ada', display_name: 'Ada Lovelace' });

afterEach(() => {
  cleanup();
  fakeAuth.state = makeState('signed-out');
  localStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;

describe('route table', () => {
  it('redirects an unmatched path to the not-found page, naming the path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(location()).toBe('/404');
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  });

  it('matches exactly: a known path with an extra segment is not found', async () => {
    renderApp('/terms/extra');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each([
    ['/', /Turn your idea into validated market insight in days/],
    ['/TnC', /Terms & Conditions/],
    ['/refund', /Cancellation & Refund Policy/],
    ['/privacy', /Privacy Policy/],
    ['/examples/404', /Page not found/],
    ['/examples/500', /Something has gone seriously wrong/],
  ])('%s shows its page', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders a documentation page from docs/*.md', async () => {
    renderApp('/documentation/quick-start');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick start' })).toBeInTheDocument();
    expect(screen.getByText(/npm install && npm start/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/documentation/api-reference');
  });

  it('opens the overview for /documentation itself', async () => {
    renderApp('/documentation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(location()).toBe('/documentation/overview');
  });

  it('renders the changelog from CHANGELOG.md', async () => {
    renderApp('/documentation/changelog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Changelog' })).toBeInTheDocument();
  });

  it('sends an unknown documentation page to the not-found page', async () => {
    renderApp('/documentation/not-a-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(location()).toBe('/404');
  });

  it('sends an unknown component showcase to the not-found page', async () => {
    renderApp('/components/carousels');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("shows the founder's guide to anyone, linked from the sidebar, with the verdict's own thresholds", async () => {
    renderApp('/guide');
    expect(await screen.findByRole('heading', { level: 1, name: "Founder's guide" })).toBeInTheDocument();
    expect(location()).toBe('/guide');
    expect(document.title).toBe("Founder's guide · Ideaproof");
    expect(screen.getByRole('link', { name: "Founder's guide" })).toHaveAttribute('href', '/guide');
    expect(screen.getByRole('heading', { name: 'What is a good conversion rate?' })).toBeInTheDocument();
    expect(screen.getByText(/fewer than 30 unique visitors/)).toBeInTheDocument();
    expect(screen.getByText(/rules of thumb/)).toBeInTheDocument();
    // The worked example is the dashboard's own Wilson interval (docs/analytics.md: 1.4 %–16.5 %).
    expect(screen.getByText(/anywhere from 1\.4% to 16\.5%/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected route to sign-in', async () => {
    renderApp('/transactions');
    expect(await screen.findByRole('heading', { name: 'Sign in stand-in' })).toBeInTheDocument();
    expect(location()).toBe('/sign-in');
    expect(screen.queryByText('Your business ideas')).not.toBeInTheDocument();
  });

  it('shows a loading state, not a redirect, while the session resolves', async () => {
    fakeAuth.state = makeState('loading');
    renderApp('/settings');
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(location()).toBe('/settings');
  });

  it('lets a signed-in user with an email in, inside the dashboard chrome', async () => {
    fakeAuth.state = signedIn();
    renderApp('/transactions');
    expect(await screen.findByRole('heading', { name: 'Your business ideas' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    for (const name of ['Presentation page', 'Your business ideas', 'Settings']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(location()).toBe('/transactions');
  });

  it('treats a signed-in user without an email as signed out', async () => {
    fakeAuth.state = makeState('signed-in', { id: 'u2', email: '', username: 'x' });
    renderApp('/settings');
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });

  it('logs out from the user menu and goes to sign-in', async () => {
    fakeAuth.state = signedIn();
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    fireEvent.click(await screen.findByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(fakeAuth.state.signOut).toHaveBeenCalledOnce();
  });

  it('shows the profile picture in the top bar when there is one', async () => {
    fakeAuth.state = makeState('signed-in', {
      id: 'u1',
      email: 'ada@example.com',
      username: 'ada',
      profile_picture: 'data:image/jpeg;base64,/9j/4AAQ',
    });
    renderApp('/upgrade');
    expect(await screen.findByTestId('avatar-picture')).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/4AAQ');
    expect(screen.getByText('ada')).toBeInTheDocument();
  });
});
