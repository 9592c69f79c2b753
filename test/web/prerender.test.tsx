// @vitest-environment happy-dom
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/web/app/App';
import { PRERENDERED_PAGES, renderPage } from '../../src/web/prerender';
import { chunkFiles, pageHtml } from '../../scripts/build-prerender';
import { stubFetch } from './app/renderApp';

/**
 * The public pages pre-rendered at build time (docs/architecture.md#pre-rendered-public-pages): their
 * HTML holds what a visitor reads and uses before any script has run, and the app hydrates it
 * without a mismatch, signed out or in.
 */

// The shell `vite build` writes (dist/web/index.html), as far as pageHtml relies on it (the
// stylesheet link is added where a test needs it: happy-dom's parser would try to fetch it).
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Ideaproof</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The page as the browser parses it, scripts not run (DOMParser never runs them). */
async function parsedPage(path: string): Promise<Document> {
  const html = await pageHtml(SHELL, await renderPage(path));
  return new DOMParser().parseFromString(html, 'text/html');
}

const link = (doc: Document, name: string) =>
  [...doc.querySelectorAll('a')].filter((a) => a.textContent?.trim() === name).map((a) => a.getAttribute('href'));

describe('pre-rendered HTML, before any script runs', () => {
  it('pre-renders the home page, sign-in and sign-up', () => {
    expect(PRERENDERED_PAGES.map((p) => p.path)).toEqual(['/', '/sign-in', '/sign-up']);
  });

  it('home: the heading, Sign in and Get started, the sections and the title', async () => {
    const doc = await parsedPage('/');
    expect(doc.title).toBe('Ideaproof · Test a business idea with real market signal in days');
    expect(doc.querySelector('#root h1')?.textContent).toBe('Turn your idea into validated market insight in days');
    const header = doc.querySelector('nav[aria-label="Site"]')!;
    expect([...header.querySelectorAll('a.btn')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sign in', '/sign-in'],
      ['Get started', '/sign-up'],
    ]);
    expect(link(doc, 'Create your account')).toEqual(['/sign-up']);
    expect(doc.querySelector('#features h2')?.textContent).toBe('Everything you need to test demand');
    expect(doc.querySelector('#getting-started h2')?.textContent).toBe('Getting started');
    // Issue 25: every price names its currency, as the checkout charges it; the page's 7-day life and
    // what the fee buys are said here, not only inside the order form.
    const text = doc.body.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('$99 USD per idea');
    expect(text).toContain('Landing page live for 7 days');
    expect(text).toContain(
      'One payment of $99 USD per idea buys a landing page written from your answers, published at its own web address and live for 7 days of validation',
    );
    expect(text).not.toMatch(/(^|[^$\d])99 per/);
    // No loading state, and no inline script (the Content-Security-Policy would refuse it).
    expect(doc.body.textContent).not.toContain('Loading…');
    expect([...doc.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
  });

  it('sign-in: the heading, the email and password fields, Remember me, the links and the button', async () => {
    const doc = await parsedPage('/sign-in');
    expect(doc.title).toBe('Sign in · Ideaproof');
    expect(doc.querySelector('h1')?.textContent).toBe('Sign in to Ideaproof');
    const email = doc.querySelector<HTMLInputElement>('#sign-in-email')!;
    expect([email.type, email.name, email.autocomplete]).toEqual(['email', 'email', 'email']);
    expect(doc.querySelector('label[for="sign-in-email"]')?.textContent).toContain('Your email');
    const password = doc.querySelector<HTMLInputElement>('#sign-in-password')!;
    expect([password.type, password.name]).toEqual(['password', 'password']);
    expect(doc.querySelector('label[for="sign-in-password"]')?.textContent).toContain('Your password');
    expect(doc.querySelector('label[for="sign-in-remember"]')?.textContent).toBe('Remember me');
    expect(link(doc, 'Lost password?')).toEqual(['/forgot-password']);
    expect(link(doc, 'Create an account')).toEqual(['/sign-up']);
    // The button shows; it is enabled by hydration, so the form is never sent as a plain GET.
    const submit = doc.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
    expect(submit.textContent).toBe('Sign in');
    expect(submit.disabled).toBe(true);
    expect(doc.body.textContent).toContain('Continue with Google');
  });

  it('sign-up: the heading and the username, email, password and terms fields', async () => {
    const doc = await parsedPage('/sign-up');
    expect(doc.title).toBe('Sign up · Ideaproof');
    expect(doc.querySelector('h1')?.textContent).toBe('Create an account');
    for (const [id, type] of [
      ['sign-up-username', 'text'],
      ['sign-up-email', 'email'],
      ['sign-up-password', 'password'],
      ['sign-up-terms', 'checkbox'],
    ]) {
      expect(doc.querySelector<HTMLInputElement>(`#${id}`)?.type, id).toBe(type);
    }
    expect(link(doc, 'Terms & Conditions')).toEqual(['/terms']);
    expect(link(doc, 'Sign in')).toEqual(['/sign-in']);
    expect(doc.querySelector('form button[type="submit"]')?.textContent).toBe('Sign up');
  });
});

describe('the page HTML', () => {
  it('puts the markup in the root, the title and the preloads in the head', async () => {
    const html = await pageHtml(
      SHELL,
      {
        html: '<main><h1>Hi</h1></main>',
        head: '<link rel="preload" as="image" href="/favicon.svg"/>',
        title: 'A & B',
      },
      { preloads: ['assets/SignIn-1.js'] },
    );
    expect(html).toContain('<div id="root"><main><h1>Hi</h1></main></div>');
    expect(html).toContain('<title>A &amp; B</title>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
    // The page shows without its scripts: they are fetched after what it does need.
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/SignIn-1.js">');
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
  });

  it("inlines the stylesheet's rules the page can use and loads the whole stylesheet without blocking", async () => {
    const css = 'h1{color:red}.unused{color:blue}main .lead,.other{margin:0}';
    const shell = SHELL.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n</head>');
    const html = await pageHtml(
      shell,
      { html: '<main><h1 class="lead">Hi</h1></main>', head: '', title: 'x' },
      { stylesheets: { '/assets/index-abc.css': css } },
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>h1{color:red}main .lead{margin:0}</style>');
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css" media="print" data-app-css>',
    );
    // Without the stylesheet's text the link stays as it was (render-blocking).
    expect(await pageHtml(shell, { html: '', head: '', title: 'x' })).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    );
  });

  it('refuses an inline script and a shell it does not recognise', async () => {
    const page = { html: '<script>alert(1)</script>', head: '', title: 'x' };
    await expect(pageHtml(SHELL, page)).rejects.toThrow(/inline script/);
    await expect(pageHtml('<html></html>', { html: '', head: '', title: 'x' })).rejects.toThrow(/should contain/);
  });

  it("preloads a page's lazy chunks and what they import, less what the shell loads", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'auth/pages/SignInPage.tsx': { file: 'assets/SignIn.js', imports: ['_react.js', '_zod.js'] },
      '_zod.js': { file: 'assets/zod.js' },
    };
    expect(chunkFiles(manifest, ['auth/pages/SignInPage.tsx'])).toEqual(['assets/SignIn.js', 'assets/zod.js']);
    expect(() => chunkFiles(manifest, ['gone.tsx'])).toThrow(/not in the build manifest/);
  });
});

describe('hydration', () => {
  let root: Root | undefined;
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    localStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** Hydrate the pre-rendered page at `url` as main.tsx does; every error React reports is returned. */
  async function hydrate(url: string, options: { token?: string } = {}): Promise<unknown[]> {
    const path = new URL(url, 'http://localhost').pathname;
    const { html } = await renderPage(path);
    // React's server renderer leaves its last context values set in this realm (a browser never
    // runs both): an empty render switches them back, or the router would find itself "inside
    // another router".
    await prerender(<></>);
    // Set after rendering: the build has no browser storage (this realm has).
    if (options.token) localStorage.setItem('ideaproof.token', options.token);
    history.replaceState(null, '', url);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    stubFetch();
    const errors: unknown[] = [];
    // Less React's development warning about the two renderers sharing this realm (see above).
    vi.spyOn(console, 'error').mockImplementation((...args) => {
      if (!String(args[0]).startsWith('Detected multiple renderers concurrently')) errors.push(args);
    });
    await act(async () => {
      root = hydrateRoot(
        document.getElementById('root')!,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    return errors;
  }

  it('hydrates home signed out without a mismatch, and fills in the year', async () => {
    const errors = await hydrate('/');
    await waitFor(() =>
      expect(document.querySelector('footer')?.textContent).toContain(`© ${new Date().getFullYear()}`),
    );
    expect(document.querySelector('nav[aria-label="Site"]')?.textContent).toContain('Get started');
    expect(errors).toEqual([]);
  });

  it('hydrates home signed in without a mismatch, then offers the dashboard', async () => {
    const errors = await hydrate('/', { token: 'a-token' });
    await waitFor(() =>
      expect(document.querySelector('nav[aria-label="Site"]')?.textContent).toContain('Open dashboard'),
    );
    expect(document.querySelector('nav[aria-label="Site"]')?.textContent).not.toContain('Get started');
    expect(errors).toEqual([]);
  });

  it('hydrates sign-in back from Google (?social=google) without a mismatch, then enables the form', async () => {
    // The build rendered the form; the query string is read once hydrated (here the exchange fails).
    const errors = await hydrate('/sign-in?social=google');
    await waitFor(
      () => expect(document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled).toBe(false),
      {
        timeout: 8000,
      },
    );
    expect(errors).toEqual([]);
  });

  it('hydrates sign-up without a mismatch, then enables the form', async () => {
    const errors = await hydrate('/sign-up');
    await waitFor(
      () => expect(document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled).toBe(false),
      {
        timeout: 8000,
      },
    );
    expect(errors).toEqual([]);
  });
});
