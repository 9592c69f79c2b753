import { FORM_MS_MAX } from '../../shared/contracts/leads';

/**
 * The landing forms' one way to the server (contact form, price dialogs): the form's text fields,
 * then a JSON post without cookies, the button disabled meanwhile. The outcome is said once, in
 * the page's language: the sent text (and the form emptied), the server's `detail` (English: only
 * on a page whose text allows it), the too-many text for a 429, or the failed text.
 */

export type Say = (text: string, kind: 'ok' | 'error') => void;

/** What a form says about its outcome (src/landing/messages, handed over in the form's `data-text`). */
export interface SendText {
  sent: string;
  failed: string;
  tooMany: string;
  /** Whether the server's own `detail` (in English) may be shown. */
  serverDetail: boolean;
}

/**
 * The texts a form carries in its `data-text` JSON (written by the server from the page's
 * catalogue); `fallback` (English) for any that is missing or unreadable.
 */
export function textOf<T extends object>(form: HTMLElement, fallback: T): T {
  try {
    const given: unknown = JSON.parse(form.dataset.text ?? 'null');
    return given && typeof given === 'object' ? { ...fallback, ...given } : fallback;
  } catch {
    return fallback;
  }
}

/** The form's text fields (empty ones left out when `skipEmpty`), with the page's order id. */
export function formFields(form: HTMLFormElement, orderId: string, skipEmpty = false): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string' && !(skipEmpty && value === '')) fields[key] = value;
  });
  fields.order_id = orderId;
  return fields;
}

/**
 * The page script's proof that a person filled a form (docs/analytics.md#qualified-demand): the ms
 * from the first touch of the form (focus, typing, a tap) to the send, as `form_ms`. A post without
 * it is a script's; one sent faster than a person types is suspected spam.
 */
export function formTimer(form: HTMLFormElement): () => number {
  let first: number | null = null;
  const touch = () => {
    first ??= performance.now();
  };
  for (const type of ['focusin', 'input', 'pointerdown']) form.addEventListener(type, touch, { passive: true });
  return () => Math.min(FORM_MS_MAX, Math.max(0, Math.round(performance.now() - (first ?? performance.now()))));
}

export async function sendForm(
  form: HTMLFormElement,
  button: HTMLButtonElement,
  url: string,
  data: unknown,
  text: SendText,
  say: Say,
): Promise<void> {
  button.disabled = true;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(data),
      credentials: 'omit',
    });
    if (response.ok) {
      form.reset();
      say(text.sent, 'ok');
    } else {
      const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
      const detail = text.serverDetail && typeof body?.detail === 'string' ? body.detail : '';
      say(detail || (response.status === 429 ? text.tooMany : text.failed), 'error');
    }
  } catch {
    say(text.failed, 'error');
  } finally {
    button.disabled = false;
  }
}
