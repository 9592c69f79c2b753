import { CONTACT_TEXT, PRICE_TEXT, priceInterestSchemaWith } from '../../shared/contracts/leads';
import type { PriceClientText } from '../messages';
import { leadTags, type Track } from './beacon';
import { formFields, formTimer, sendForm, textOf, type Say } from './send';

/** English, for a form without its `data-text` (the server always writes one). */
const ENGLISH: PriceClientText = {
  sent: PRICE_TEXT.sent,
  failed: PRICE_TEXT.failed,
  tooMany: PRICE_TEXT.failed,
  email: CONTACT_TEXT.email,
  serverDetail: true,
};

/**
 * A price test's fake door (docs/analytics.md#price-tests): "Choose" sends a `price_click` with the
 * price and opens that price's dialog as a modal (focus stays inside it, Escape closes it, focus
 * returns to "Choose"); its email form posts JSON to /api/price_interest. Without JavaScript the
 * link's #price-N target shows the dialog and the form posts to the page.
 */
export function initPricing(orderId: string, track: Track): void {
  document.querySelectorAll<HTMLAnchorElement>('[data-price-open]').forEach((link) => {
    const dialog = document.getElementById(link.dataset.priceOpen ?? '') as HTMLDialogElement | null;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      track('price_click', { price: link.dataset.price ?? '' });
      if (!dialog.open) dialog.showModal();
    });
    dialog.addEventListener('close', () => link.focus());
    dialog.querySelector('[data-price-close]')?.addEventListener('click', (event) => {
      event.preventDefault();
      dialog.close();
    });
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    const form = dialog.querySelector<HTMLFormElement>('[data-price-form]');
    const status = form?.querySelector<HTMLElement>('[data-status]');
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!form || !status || !button) return;
    // Said in the page's language (the form's `data-text`).
    const text = textOf(form, ENGLISH);
    const schema = priceInterestSchemaWith(text.email);
    const elapsed = formTimer(form);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const parsed = schema.safeParse(formFields(form, orderId, true));
      const say: Say = (text, kind) => {
        status.textContent = text;
        status.className = `form-status is-${kind}`;
      };
      if (!parsed.success) {
        say(parsed.error.issues[0]?.message ?? text.failed, 'error');
        form.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
        return;
      }
      await sendForm(form, button, '/api/price_interest', { ...parsed.data, form_ms: elapsed(), ...leadTags() }, text, say);
    });
  });
}
