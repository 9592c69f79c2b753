import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { toLandingView } from '../../landing/content';
import type { ContactState } from '../../landing/components/contactState';
import { JS_FLAG_SCRIPT, LandingDocument } from '../../landing/components/LandingDocument';
import type { PriceInterestState } from '../../landing/components/Pricing';
import { NotFoundDocument } from '../../landing/components/NotFoundDocument';
import { landingMeta } from '../../landing/seo';
import { themePalette } from '../../landing/theme';
import type { LandingAssets } from './assets';
import { landingCsp, sha256Source } from './csp';

export interface RenderedPage {
  html: string;
  csp: string;
  etag: string;
}

function finish(markup: string, csp: string): RenderedPage {
  const html = '<!doctype html>' + markup;
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  return { html, csp, etag };
}

/** The theme's colours as custom properties, in front of the shared stylesheet. */
export function pageStylesheet(css: string, themeColour: string): string {
  const p = themePalette(themeColour);
  return `:root{--t:${p.base};--on:${p.on};--ink:${p.ink};--soft:${p.soft};--deep:${p.deep};--a:${p.onDark};--a-on:${p.onDarkText}}${css}`;
}

export function renderLandingPage(options: {
  orderId: string;
  landingPage: unknown;
  assets: LandingAssets;
  publicUrl: string;
  contact?: ContactState;
  now?: Date;
  /** The experiment variant shown (`<body data-variant>`); the content already carries its changes. */
  variant?: string;
  /** The pricing section's note after its no-JavaScript email form (docs/analytics.md#price-tests). */
  priceInterest?: PriceInterestState;
}): RenderedPage {
  const view = toLandingView(options.orderId, options.landingPage);
  const css = pageStylesheet(options.assets.css, view.themeColour);
  const markup = renderToStaticMarkup(
    <LandingDocument
      view={view}
      meta={landingMeta(view, options.publicUrl)}
      css={css}
      themeColour={view.themeColour}
      scriptUrl={options.assets.script?.url ?? null}
      contact={options.contact ?? { status: 'idle' }}
      year={(options.now ?? new Date()).getUTCFullYear()}
      variant={options.variant ?? null}
      priceInterest={options.priceInterest ?? 'idle'}
    />,
  );
  return finish(markup, landingCsp({ scriptHashes: [sha256Source(JS_FLAG_SCRIPT)], styleHashes: [sha256Source(css)] }));
}

export function renderNotFoundPage(assets: LandingAssets): RenderedPage {
  const css = pageStylesheet(assets.css, '#000000');
  return finish(
    renderToStaticMarkup(<NotFoundDocument css={css} />),
    landingCsp({ scriptHashes: [], styleHashes: [sha256Source(css)] }),
  );
}
