// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { ScrollToTop } from '../../../src/web/app/ScrollToTop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <Link to="/b">to b</Link>
      <Link to="/b?page=2">to b page 2</Link>
      <Link to="/b#section">to a section of b</Link>
    </>
  );
}

describe('scroll to top', () => {
  it('scrolls the window to the top on every navigation, but not for an in-page anchor', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollToTop />
        <Routes>
          <Route path="/a" element={<Page title="A" />} />
          <Route path="/b" element={<Page title="B" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    fireEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    fireEvent.click(screen.getByRole('link', { name: 'to b page 2' }));
    expect(scrollTo).toHaveBeenCalledTimes(3);

    fireEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(scrollTo).toHaveBeenCalledTimes(4);

    // Same page, only the hash changes: the browser scrolls to the anchor, we do not interfere.
    fireEvent.click(screen.getByRole('link', { name: 'to a section of b' }));
    expect(scrollTo).toHaveBeenCalledTimes(4);
  });
});
