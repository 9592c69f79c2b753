import { UTM_FIELDS, type EventType } from '../../shared/contracts/tracking';
import { LEAD_TAG_FIELDS } from '../../shared/contracts/leads';
import { OWNER_EXCLUDED, OWNER_FRAGMENT, ownerKey } from '../../shared/analytics/owner';

const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid'];

/**
 * The page's owner: the dashboard opens the page at /p/{id}#owner, which marks this browser (in
 * localStorage: the page sets no cookies) unless the owner chose to be counted; a marked browser
 * sends no events at all. The fragment is removed from the address so it is not shared on.
 */
function isOwner(orderId: string): boolean {
  try {
    const key = ownerKey(orderId);
    if (location.hash === OWNER_FRAGMENT) {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, OWNER_EXCLUDED);
      history.replaceState(null, '', location.pathname + location.search);
    }
    return localStorage.getItem(key) === OWNER_EXCLUDED;
  } catch {
    // Storage blocked: nothing marks the browser.
    return false;
  }
}

/**
 * One page view per load (POST /api/events), sent once the page has loaded; then, once per load
 * each, a click on a call to action (a link to the contact form) and the first input into the
 * contact form; the returned function sends a price test's `price_click` (once per load, with the
 * price). Which ad click id the address carried is sent by name, never its value; the
 * experiment variant shown (`<body data-variant>`) goes with every event.
 */
export type Track = (type: EventType, extra?: { price?: string }) => void;

/**
 * Where this page view came from: the referrer (not the page itself), the utm parameters and the
 * name of an ad click id in the address. The beacon sends them with each event; the forms send
 * `LEAD_TAG_FIELDS` of them, so a lead is credited to the touch that brought the visitor.
 */
function pageTags(): Record<string, string> {
  const params = new URLSearchParams(location.search);
  const tags: Record<string, string> = {};
  // A referrer from the page itself is no source.
  if (document.referrer && !document.referrer.startsWith(location.origin + '/')) {
    tags.referrer = document.referrer.slice(0, 2000);
  }
  for (const field of UTM_FIELDS) {
    const value = params.get(field);
    if (value) tags[field] = value.slice(0, 200);
  }
  const clickId = CLICK_IDS.find((name) => params.has(name));
  if (clickId) tags.click_id = clickId;
  return tags;
}

/** The tags a form carries (the contact form's and price dialog's contract takes these). */
export function leadTags(): Partial<Record<(typeof LEAD_TAG_FIELDS)[number], string>> {
  const tags = pageTags();
  return Object.fromEntries(LEAD_TAG_FIELDS.filter((f) => tags[f]).map((f) => [f, tags[f]!]));
}

export function initBeacon(orderId: string): Track {
  if (isOwner(orderId)) return () => undefined;
  const base: Record<string, string> = { order_id: orderId, ...pageTags() };
  // The experiment variant the server rendered: every event is counted under it.
  const variant = document.body.dataset.variant;
  if (variant) base.variant = variant;

  const sent = new Set<EventType>();
  const send: Track = (type, extra) => {
    if (sent.has(type)) return;
    sent.add(type);
    fetch('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...base, ...extra, type }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  };
  if (document.readyState === 'complete') send('page_view');
  else window.addEventListener('load', () => send('page_view'), { once: true });
  document
    .querySelectorAll('a.btn[href="#contact"]')
    .forEach((link) => link.addEventListener('click', () => send('cta_click')));
  document.querySelector('[data-contact-form]')?.addEventListener('input', () => send('form_start'), { once: true });
  return send;
}
