// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/web/app/ErrorBoundary';
import { renderApp } from './renderApp';

vi.mock('../../../src/web/lib/AuthProvider', async () => (await import('./fakeAuth')).fakeAuthModule);
// A page that throws while rendering (the demo pages stand in for any page).
vi.mock('../../../src/web/demo/DemoRoute', () => ({
  default: () => {
    throw new Error('boom');
  },
}));

afterEach(cleanup);

describe('a crashing page', () => {
  it('shows the 500 page with a way back instead of a blank screen', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/upgrade');
    expect(await screen.findByRole('heading', { name: 'Something has gone seriously wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('clears the error when the path changes (resetKey)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = ({ path }: { path: string }) => {
      if (path === '/broken') throw new Error('boom');
      return <h1>Fine page</h1>;
    };
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken">
        <Page path="/broken" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something has gone seriously wrong' })).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/fine">
        <Page path="/fine" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
  });
});
