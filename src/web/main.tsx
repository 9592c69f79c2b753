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

// docs/product.md#screens: landing pages open at #/{orderId}; they are served by the server at /p/{orderId}.
const landingOrderId = orderIdFromHash(window.location.hash);
if (landingOrderId) {
  window.location.replace(landingPageUrl(landingOrderId));
} else {
  // A first load of sign-in or sign-up fetches its page chunks now, alongside the session shell,
  // instead of one after the other as the routes render (one round trip less before the form).
  if (/^\/(auth\/)?sign-in$/.test(window.location.pathname)) {
    void pages.SignIn.preload();
    void pages.AuthShell.preload();
  } else if (/^\/(auth\/)?sign-up$/.test(window.location.pathname)) {
    void pages.SignUp.preload();
    void pages.AuthShell.preload();
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
