import {
  CONTACT_TEXT,
  contactFormFromFields,
  contactFormSchema,
  contactFormSchemaWith,
  validateContactForm,
} from '../../shared/contracts/leads';
import type { ContactClientText } from '../messages';
import { leadTags } from './beacon';
import { formFields, formTimer, sendForm, textOf } from './send';

/** English, for a form without its `data-text` (the server always writes one). */
const ENGLISH: ContactClientText = {
  sent: CONTACT_TEXT.sent,
  // Without the page's words for them, the sent line alone (no thank-you lines, no "again").
  next: '',
  again: '',
  failed: CONTACT_TEXT.failed,
  tooMany: CONTACT_TEXT.failed,
  errors: CONTACT_TEXT,
  serverDetail: true,
};

/**
 * The contact form with JavaScript: the shared contract's rules in the browser, said in the page's
 * language (the form's `data-text`), then a JSON post to /api/contact_form. Without JavaScript the
 * same form posts to the page and is answered there.
 */
export function initContactForm(orderId: string): void {
  const form = document.querySelector<HTMLFormElement>('[data-contact-form]');
  const status = form?.querySelector<HTMLElement>('[data-status]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !status || !button) return;
  form.noValidate = true;
  const text = textOf(form, ENGLISH);
  const schema = text.errors === CONTACT_TEXT ? contactFormSchema : contactFormSchemaWith(text.errors);
  const elapsed = formTimer(form);

  const setStatus = (text: string, kind: 'ok' | 'error' | '') => {
    status.textContent = text;
    status.className = 'form-status' + (kind ? ` is-${kind}` : '');
  };

  /**
   * Bring an element fully into view below the sticky header (its CSS scroll-margin-top keeps it
   * clear of the header) and move focus to it, so a screen reader reads it where the eye lands.
   * `block: 'nearest'` moves the page only as far as needed.
   */
  const reveal = (target: HTMLElement, focus: HTMLElement) => {
    focus.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'nearest' });
  };

  /**
   * Sent: a thank-you in the form's place (the sent line, what happens next, a button that brings
   * the emptied form back), as the page shows it after a send without JavaScript.
   */
  const showThanks = () => {
    const hidden = Array.from(form.children).filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child !== status && !child.hidden,
    );
    hidden.forEach((child) => (child.hidden = true));
    form.classList.add('is-sent');
    const added: HTMLElement[] = [];
    if (text.next) {
      const next = document.createElement('p');
      next.className = 'thanks-next';
      next.textContent = text.next;
      added.push(next);
    }
    if (text.again) {
      const again = document.createElement('button');
      again.type = 'button';
      again.className = 'btn btn-outline';
      again.textContent = text.again;
      again.addEventListener('click', () => {
        added.forEach((el) => el.remove());
        hidden.forEach((child) => (child.hidden = false));
        form.classList.remove('is-sent');
        setStatus('', '');
        form.querySelector<HTMLElement>('textarea, input:not([type="hidden"]):not([tabindex="-1"])')?.focus();
      });
      added.push(again);
    }
    form.append(...added);
  };

  /** The result of a send: announced by the live region, then shown and focused. */
  const announce = (said: string, kind: 'ok' | 'error') => {
    setStatus(said, kind);
    if (kind === 'ok') showThanks();
    reveal(status, status);
  };

  const showErrors = (errors: Partial<Record<string, string>>) => {
    let first: HTMLElement | null = null;
    form.querySelectorAll<HTMLElement>('[data-error-for]').forEach((p) => {
      const name = p.dataset.errorFor!;
      const message = errors[name] ?? '';
      p.textContent = message;
      const control = form.elements.namedItem(name);
      if (control instanceof HTMLElement) {
        if (message) {
          control.setAttribute('aria-invalid', 'true');
          first ??= control;
        } else control.removeAttribute('aria-invalid');
      }
    });
    return first as HTMLElement | null;
  };

  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.getAttribute('aria-invalid') !== 'true') return;
    target.removeAttribute('aria-invalid');
    const p = form.querySelector(`[data-error-for="${target.name}"]`);
    if (p) p.textContent = '';
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const result = validateContactForm(contactFormFromFields(formFields(form, orderId)), schema);
    setStatus('', '');
    if (!result.ok) {
      const first = showErrors(result.errors);
      // The whole field (label, control and message) in view, the control focused.
      if (first) reveal(first.closest<HTMLElement>('.field') ?? first, first);
      return;
    }
    showErrors({});
    await sendForm(
      form,
      button,
      '/api/contact_form',
      { ...result.data, form_ms: elapsed(), ...leadTags() },
      text,
      announce,
    );
  });
}
