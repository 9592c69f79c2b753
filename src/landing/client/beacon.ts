import { UTM_FIELDS } from '../../shared/contracts/tracking';

/** One page view per load (POST /api/events), sent once the page has loaded. */
export function initBeacon(orderId: string): void {
  const send = () => {
    const params = new URLSearchParams(location.search);
    const event: Record<string, string> = { order_id: orderId, type: 'page_view' };
    if (document.referrer) event.referrer = document.referrer.slice(0, 2000);
    for (const field of UTM_FIELDS) {
      const value = params.get(field);
      if (value) event[field] = value.slice(0, 200);
    }
    fetch('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  };
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}
