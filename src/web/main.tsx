import './zodConfig';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
// The dashboard's Inter (design system in styles/app.css): declared here, fetched only where used.
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './styles/app.css';
import { App } from './app/App';
import { landingPageUrl, orderIdFromHash } from './app/landingLink';
import { pages } from './app/lazyPages';
import { startEarly } from './lib/api';

// docs/product.md#screens: landing pages open at #/{orderId}; they are served by the server at /p/{orderId}.
const landingOrderId = orderIdFromHash(window.location.hash);
if (landingOrderId) {
  window.location.replace(landingPageUrl(landingOrderId));
} else {
  // A first load of sign-in, sign-up or a dashboard page fetches its page chunks now, alongside the
  // session shell, instead of one after the other as the nested routes render (the dashboard's
  // shell, layout, session check and page were four round trips in a row before its data).
  const path = window.location.pathname;
  if (/^\/(auth\/)?sign-in$/.test(path)) {
    void pages.SignIn.preload();
    void pages.AuthShell.preload();
  } else if (/^\/(auth\/)?sign-up$/.test(path)) {
    void pages.SignUp.preload();
    void pages.AuthShell.preload();
  } else if (/^\/(transactions|dashboard\/overview\/[^/]+(\/[^/]+)?)$/.test(path)) {
    void pages.AuthShell.preload();
    void pages.DashboardLayout.preload();
    void pages.Protected.preload();
    void (path === '/transactions' ? pages.Transactions : pages.OrderDashboard).preload();
    // With a stored session, the session check and the order are asked now, side by side, rather
    // than each after the chunks and the answer before it (the page reads them: lib/api.ts).
    startEarly('/api/me');
    void import('../shared/contracts/profile'); // what /api/me's answer is read with (lib/identityApi.ts)
    const orderId = /^\/dashboard\/overview\/([^/]+)/.exec(path)?.[1];
    try {
      if (orderId) startEarly(`/api/order/${encodeURIComponent(decodeURIComponent(orderId))}`);
    } catch {
      // a malformed address: the page says what it says of it
    }
  }
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The server sends the home, sign-in and sign-up pages already rendered (src/web/prerender.tsx):
  // hydrate them. Every other path gets the empty shell, rendered here.
  // Such a page came with the rules it uses inline and the whole stylesheet as `media="print"`
  // (scripts/build-prerender.ts): apply that, and hydrate once it has loaded, so that nothing the
  // app renders is ever shown without its styles.
  if (root.firstElementChild) {
    const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
    const loaded = stylesheets.map((link) => {
      link.media = 'all';
      return link.sheet
        ? null
        : new Promise((done) => ['load', 'error'].forEach((e) => link.addEventListener(e, done)));
    });
    void Promise.all(loaded).then(() => hydrateRoot(root, app));
  } else createRoot(root).render(app);
}
