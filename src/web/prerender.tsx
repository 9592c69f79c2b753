import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { routeTitle } from './lib/documentTitle';

/**
 * The public pages rendered to HTML at build time (scripts/build-prerender.ts), so that they paint
 * before the app's script has loaded; main.tsx then hydrates them. `chunks` are the lazily loaded
 * modules the page renders (keys of Vite's build manifest), preloaded from the page's HTML so that
 * hydration does not wait for the entry script to ask for them.
 */
export const PRERENDERED_PAGES = [
  { path: '/', chunks: [] },
  { path: '/sign-in', chunks: ['app/AuthShell.tsx', 'auth/pages/SignInPage.tsx'] },
  { path: '/sign-up', chunks: ['app/AuthShell.tsx', 'auth/pages/SignUpPage.tsx'] },
] as const satisfies readonly { path: string; chunks: readonly string[] }[];

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** What React hoists to the document's head (its `<link rel="preload">` of the first images). */
  head: string;
  /** The page's browser title (the one RouteTitle sets once the app runs). */
  title: string;
}

/**
 * The app's HTML at `path` as a signed-out visitor with no data yet sees it: the same tree main.tsx
 * hydrates, with a static router. Waits for lazily loaded pages (react-dom/static), so the HTML is
 * the page itself, not its loading state.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={path}>{children}</StaticRouter>;
  }
  const { prelude } = await prerender(
    <StrictMode>
      <App Router={Router} />
    </StrictMode>,
    // Never split a large boundary out of the HTML: that would need React's inline script to put
    // it back, which our Content-Security-Policy refuses (and it reveals content later on purpose).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  // Rendered without a document, React puts what belongs in <head> before the app's markup.
  const head = /^(?:<link [^>]*\/>)*/.exec(markup)![0];
  return { head, html: markup.slice(head.length), title: routeTitle(path) };
}
