// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initBeacon } from '../../src/landing/client/beacon';
import { ownerKey } from '../../src/shared/analytics/owner';
import { initContactForm } from '../../src/landing/client/contact';
import { ContactSection } from '../../src/landing/components/ContactSection';
import { toLandingView } from '../../src/landing/content';
import { landingMessagesOf } from '../../src/landing/messages';
import { fullLandingPage, hindiLandingPage } from './fixtures';

const fetchMock = vi.fn();

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(
    <ContactSection view={toLandingView('order123', fullLandingPage())} state={{ status: 'idle' }} />,
  );
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  initContactForm('order123');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const form = () => document.querySelector<HTMLFormElement>('#contact-form')!;
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const errorOf = (name: string) => document.querySelector(`[data-error-for="${name}"]`)!.textContent;
const statusText = () => document.querySelector('[data-status]')!.textContent;
const submit = async () => {
  form().dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
};
function fillValid() {
  field('name').value = 'Meera Iyer';
  field('email').value = 'meera@example.com';
  field('question_1').value = 'Contracts';
  field('message').value = 'Hello';
  field('policy').checked = true;
}

describe('contact form script', () => {
  it('shows the shared rules messages in the browser and sends nothing', async () => {
    field('name').value = '  ';
    await submit();
    expect(errorOf('name')).toBe('Please enter your name');
    expect(errorOf('email')).toBe('Please enter a valid email');
    expect(errorOf('message')).toBe('Please write something for us');
    expect(errorOf('policy')).toBe('Please agree to the terms and policies');
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in form order and brings its whole field into view', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      fillValid();
      field('email').value = 'not an email';
      field('message').value = '';
      await submit();
      expect(document.activeElement).toBe(field('email'));
      expect(scrolled).toEqual([field('email').closest('.field')]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('posts the contract body as JSON, then says "Message sent successfully" and resets the form', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Message sent successfully' }), { status: 201 }),
    );
    fillValid();
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact_form');
    expect(JSON.parse(init.body)).toEqual({
      order_id: 'order123',
      name: 'Meera Iyer',
      email: 'meera@example.com',
      question_1: 'Contracts',
      message: 'Hello',
      policy: true,
      // The page script's proof (issue 34): ms from the first touch of the form to the send.
      form_ms: expect.any(Number),
    });
    expect(statusText()).toBe('Message sent successfully');
    const status = document.querySelector('[data-status]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(status);
    expect(field('name').value).toBe('');
    expect(field('policy').checked).toBe(false);
  });

  it('puts a thank-you in the form’s place that says what happens next; "Send another message" brings the form back', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Message sent successfully' }), { status: 201 }),
    );
    const text = landingMessagesOf('en').form;
    fillValid();
    await submit();
    expect(form().classList.contains('is-sent')).toBe(true);
    const visible = Array.from(form().children).filter((c) => !(c as HTMLElement).hidden);
    expect(visible.map((c) => c.textContent)).toEqual([
      'Message sent successfully',
      text.next.replace('{name}', toLandingView('order123', fullLandingPage()).businessName),
      'Send another message',
    ]);
    expect(field('name').closest<HTMLElement>('.field-row')!.hidden).toBe(true);
    expect(form().querySelector<HTMLButtonElement>('button[type="submit"]')!.hidden).toBe(true);

    const again = Array.from(form().querySelectorAll('button')).find((b) => b.textContent === 'Send another message')!;
    again.click();
    expect(form().classList.contains('is-sent')).toBe(false);
    expect(form().querySelector('.thanks-next')).toBeNull();
    expect(statusText()).toBe('');
    expect(field('name').closest<HTMLElement>('.field-row')!.hidden).toBe(false);
    expect(form().querySelector<HTMLButtonElement>('button[type="submit"]')!.hidden).toBe(false);
    expect(document.activeElement).toBe(field('question_1'));
  });

  it("prefers the server's detail on failure, else the spec's failure text", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ detail: 'This landing page is not published' }), { status: 404 }),
    );
    fillValid();
    await submit();
    expect(statusText()).toBe('This landing page is not published');
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await submit();
    expect(statusText()).toBe('Message not sent, please try again later');
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await submit();
    expect(statusText()).toBe('Message not sent, please try again later');
    expect(field('name').value).toBe('Meera Iyer');
  });
});

describe('contact form script on a page in Hindi', () => {
  const text = landingMessagesOf('hi').form;
  beforeEach(() => {
    document.body.innerHTML = renderToStaticMarkup(
      <ContactSection view={toLandingView('order123', hindiLandingPage())} state={{ status: 'idle' }} />,
    );
    initContactForm('order123');
  });

  it("says the rules' messages, the outcome and a refusal in the page's language, never the server's English", async () => {
    field('email').value = 'x';
    field('message').value = 'x'.repeat(5001);
    await submit();
    expect(errorOf('name')).toBe(text.errors.name);
    expect(errorOf('email')).toBe(text.errors.email);
    expect(errorOf('message')).toBe(text.errors.atMost.replace('{max}', '5000'));
    expect(errorOf('policy')).toBe(text.errors.policy);
    expect(fetchMock).not.toHaveBeenCalled();

    field('name').value = 'मीरा';
    field('email').value = 'meera@example.com';
    field('message').value = 'नमस्ते';
    field('policy').checked = true;
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ detail: 'Too many messages. Try again in 15 minutes.' }), { status: 429 }),
    );
    await submit();
    expect(statusText()).toBe(text.tooMany);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ detail: 'This landing page is not published' }), { status: 404 }),
    );
    await submit();
    expect(statusText()).toBe(text.failed);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Message sent successfully' }), { status: 201 }),
    );
    await submit();
    expect(statusText()).toBe(text.sent);
  });
});

describe('page-view beacon', () => {
  it('sends one page view with the referrer and utm parameters', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    history.replaceState(null, '', '/p/order123?utm_source=google&utm_campaign=launch&gclid=x');
    initBeacon('order123');
    window.dispatchEvent(new Event('load'));
    await new Promise((r) => setTimeout(r, 0));
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/events');
    expect(calls).toHaveLength(1);
    const body = JSON.parse(calls[0]![1].body);
    expect(body).toMatchObject({
      order_id: 'order123',
      type: 'page_view',
      utm_source: 'google',
      utm_campaign: 'launch',
    });
    expect(body).not.toHaveProperty('gclid');
  });

  const events = () =>
    fetchMock.mock.calls.filter(([url]) => url === '/api/events').map(([, init]) => JSON.parse(init.body));
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('reports which click id the address carried, by name only', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    history.replaceState(null, '', '/p/order123?utm_source=google&utm_medium=cpc&gclid=secret-value');
    initBeacon('order123');
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(events()).toEqual([
      { order_id: 'order123', type: 'page_view', utm_source: 'google', utm_medium: 'cpc', click_id: 'gclid' },
    ]);
    expect(JSON.stringify(events())).not.toContain('secret-value');
  });

  it('sends a call-to-action click and the first input into the form, once each per load', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    history.replaceState(null, '', '/p/order123');
    const cta = document.createElement('a');
    cta.className = 'btn btn-theme';
    cta.href = '#contact';
    cta.textContent = 'Get Started';
    document.body.appendChild(cta);
    initBeacon('order123');
    window.dispatchEvent(new Event('load'));
    cta.click();
    cta.click();
    field('name').dispatchEvent(new Event('input', { bubbles: true }));
    field('email').dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(events().map((e) => e.type)).toEqual(['page_view', 'cta_click', 'form_start']);
  });

  it("stores nothing from the owner's browser: opened from the dashboard (#owner), it sends no event", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    history.replaceState(null, '', '/p/order123#owner');
    initBeacon('order123');
    window.dispatchEvent(new Event('load'));
    field('name').dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(localStorage.getItem(ownerKey('order123'))).toBe('1');
    expect(location.hash).toBe('');
    // A later load without the fragment is still the owner's.
    initBeacon('order123');
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(events()).toEqual([]);
  });

  it('counts the owner who switched the exclusion off on the dashboard ("0"), even from #owner', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    localStorage.setItem(ownerKey('order123'), '0');
    history.replaceState(null, '', '/p/order123#owner');
    initBeacon('order123');
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(events().map((e) => e.type)).toEqual(['page_view']);
    expect(localStorage.getItem(ownerKey('order123'))).toBe('0');
  });

  it("marks only that order: another order's page still counts", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    localStorage.setItem(ownerKey('order123'), '1');
    history.replaceState(null, '', '/p/other');
    initBeacon('other');
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(events()).toHaveLength(1);
  });
});
