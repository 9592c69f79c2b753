import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { landingPageUrl, orderIdFromHash } from './landingLink';

/**
 * /landing: landing pages are served by the server at /p/{orderId} (a full page load). With an
 * order id (?id=… or #/{id}) this hands over at once; without one it explains where they live.
 */
export default function LandingRoutePage() {
  const { search, hash } = useLocation();
  const fromQuery = new URLSearchParams(search).get('id');
  const orderId = (fromQuery && orderIdFromHash(`#/${fromQuery}`)) || orderIdFromHash(hash);

  useEffect(() => {
    if (orderId) window.location.replace(landingPageUrl(orderId));
  }, [orderId]);

  if (orderId) {
    return (
      <div className="container py-5 text-center" role="status">
        Opening the landing page…
      </div>
    );
  }
  return (
    <div className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="fw-bold mb-3">Landing pages</h1>
      <p className="lead text-body-secondary">
        Every business idea gets its own public landing page at its own address, <code>/p/&lt;order id&gt;</code>.
        Visitors read about the idea there and send their contact details through the “Share Your Vision” form.
      </p>
      <p>
        To open yours, go to <Link to="/transactions">your business ideas</Link>, open an order and press “View Landing
        Page” once the order is Active.
      </p>
    </div>
  );
}
