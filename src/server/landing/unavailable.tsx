import { renderToStaticMarkup } from 'react-dom/server';
import type { LandingAssets } from './assets';
import { landingCsp, sha256Source } from './csp';
import { pageStylesheet, type RenderedPage } from './render';
import { createHash } from 'node:crypto';

const UNAVAILABLE_TEXT = {
  title: 'Page temporarily unavailable',
  body: 'This page cannot be shown right now. Please try again in a minute.',
} as const;

/**
 * What a visitor sees (status 503) when a landing page is not in this server's memory and the
 * database cannot be reached: HTML like every other answer on /p/, never JSON.
 */
export function renderUnavailablePage(assets: LandingAssets): RenderedPage {
  const css = pageStylesheet(assets.css, '#000000');
  const markup = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{UNAVAILABLE_TEXT.title}</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <main className="not-found">
          <p className="not-found-code">503</p>
          <h1>{UNAVAILABLE_TEXT.title}</h1>
          <p>{UNAVAILABLE_TEXT.body}</p>
        </main>
      </body>
    </html>,
  );
  const html = '<!doctype html>' + markup;
  return {
    html,
    csp: landingCsp({ scriptHashes: [], styleHashes: [sha256Source(css)] }),
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
  };
}
