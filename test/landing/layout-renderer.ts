// Test-only: renders landing pages with the product's renderer (the public page and the editor's
// preview both use it) for e2e/landing-layout.spec.ts, which forks this file and sends page
// content over the IPC channel; the answer is the page's HTML, without its script.
import { loadLandingAssets } from '../../src/server/landing/assets';
import { renderLandingPage } from '../../src/server/landing/render';

export type LayoutRequest = { id: number; landingPage: unknown };

const assets = { ...loadLandingAssets(), script: null };
process.on('message', (message: LayoutRequest) => {
  const { html } = renderLandingPage({
    orderId: 'layout',
    landingPage: message.landingPage,
    assets,
    publicUrl: 'http://localhost',
  });
  process.send!({ id: message.id, html });
});
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true });
