// The landing page's only script (no framework): every feature also works, more plainly, without it.
import { initBeacon } from './beacon';
import { initContactForm } from './contact';
import { initPricing } from './price';
import { initScrollState } from './scroll';
import { initSectionSpy } from './spy';
import { initTerms } from './terms';

const orderId = document.body.dataset.orderId;
initScrollState();
initSectionSpy();
initTerms();
if (orderId) {
  initContactForm(orderId);
  initPricing(orderId, initBeacon(orderId));
}
