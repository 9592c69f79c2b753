import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { App } from './app/App';
import { landingPageUrl, orderIdFromHash } from './app/landingLink';

// SPEC §2: landing pages open at #/{orderId}; they are served by the server at /p/{orderId}.
const landingOrderId = orderIdFromHash(window.location.hash);
if (landingOrderId) {
  window.location.replace(landingPageUrl(landingOrderId));
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
