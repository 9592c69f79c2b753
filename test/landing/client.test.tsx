// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initBeacon } from '../../src/landing/client/beacon';
import { initContactForm } from '../../src/landing/client/contact';
import { ContactSection } from '../../src/landing/components/ContactSection';
import { toLandingView } from '../../src/landing/content';
import { fullLandingPage } from './fixtures';

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
    field('name').value = 'Al';
    await submit();
    expect(errorOf('name')).toBe('Please enter at least 4 chars');
    expect(errorOf('email')).toBe('Please enter a valid email');
    expect(errorOf('message')).toBe('Please write something for us');
    expect(errorOf('policy')).toBe('Please agree to the terms and policies');
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
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
    });
    expect(statusText()).toBe('Message sent successfully');
    expect(field('name').value).toBe('');
    expect(field('policy').checked).toBe(false);
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
});
