import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contactSubmissions, outbox } from '../../../src/server/db/schema';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { hindiLandingPage, insertOrder, sendContactFormPost, spanishLandingPage } from '../../landing/fixtures';
import { landingMessagesOf } from '../../../src/landing/messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 1;
/** Each test sends from its own address so the per-IP limit only bites where a test wants it to. */
const nextIp = () => `198.18.0.${ipCounter++}`;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** Sent as a browser does (a user agent, not the test client's, which is a bot's). */
function send(payload: object, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact_form',
    payload,
    remoteAddress: ip,
    headers: { 'user-agent': CHROME },
  });
}

const valid = (orderId: string) => ({
  order_id: orderId,
  // The page script's proof: 20 s from the first touch of the form to the send (issue 34).
  form_ms: 20_000,
  name: 'Priya Sharma',
  email: 'priya@example.com',
  subject: 'Weekly deliveries',
  question_1: 'Documents',
  question_2: '20',
  message: 'Can you do daily pick-ups from our office?',
  policy: true,
});

const submissionsOf = (orderId: string) =>
  t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, orderId));

describe('POST /api/contact_form', () => {
  it('stores the submission and emails the owner "New lead for {business name}" with the dashboard link', async () => {
    const { orderId, email } = await insertOrder(t.ctx);
    const res = await send(valid(orderId));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Message sent successfully' });
    const [row] = await submissionsOf(orderId);
    expect(row).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      subject: 'Weekly deliveries',
      question1: 'Documents',
      question2: '20',
      question3: null,
      message: 'Can you do daily pick-ups from our office?',
    });
    const mail = await eventually(async () => {
      const [m] = await t.ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'new-lead')));
      return m?.sentAt ? m : null;
    });
    expect(mail.subject).toBe('New lead for Green Pedal Deliveries');
    expect(mail.text).toContain(`http://localhost:3000/dashboard/overview/${orderId}`);
    expect(mail.text).toContain('A visitor who gave the name “Priya Sharma” and the address <priya@example.com>');
    expect(mail.text).toContain('> What do you usually send?: Documents');
    expect(mail.text).toContain('> Can you do daily pick-ups from our office?');
  });

  it('takes the country from the form, or else from the sender IP address', async () => {
    const { orderId } = await insertOrder(t.ctx);
    // Three people (one lead per person: each with an address and an email of their own).
    await send({ ...valid(orderId), email: 'a@example.com', country: 'Nepal' }, '8.8.4.4');
    await send({ ...valid(orderId), email: 'b@example.com' }, '8.8.8.8');
    await send({ ...valid(orderId), email: 'c@example.com' }, '10.0.0.1');
    const rows = await submissionsOf(orderId);
    expect(rows.map((r) => [r.country, r.countrySource]).sort()).toEqual(
      [
        ['Nepal', 'form'],
        ['United States', 'ip'],
        [null, null],
      ].sort(),
    );
  });

  it('applies the shared rules with the spec messages', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const cases: [object, string][] = [
      [{ ...valid(orderId), name: '   ' }, 'Please enter your name'],
      [{ ...valid(orderId), name: undefined }, 'Please enter your name'],
      [{ ...valid(orderId), email: 'not-an-email' }, 'Please enter a valid email'],
      [{ ...valid(orderId), message: '   ' }, 'Please write something for us'],
      [{ ...valid(orderId), policy: false }, 'Please agree to the terms and policies'],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(message);
    }
    expect(await submissionsOf(orderId)).toHaveLength(0);
  });

  it('keeps a lead with any non-empty name: Li, Raj and Ana are not refused (issue 25)', async () => {
    const { orderId } = await insertOrder(t.ctx);
    for (const name of ['Li', 'Raj', 'Ana', 'X']) {
      const res = await send({ ...valid(orderId), name, email: `${name.toLowerCase()}@example.com` });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await submissionsOf(orderId)).map((r) => r.name).sort()).toEqual(['Ana', 'Li', 'Raj', 'X']);
  });

  it('keeps a submission whose honeypot field is filled as suspected spam (same answer, no email)', async () => {
    const { orderId, email } = await insertOrder(t.ctx);
    const res = await send({ ...valid(orderId), website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect((await submissionsOf(orderId)).map((r) => [r.quality, r.spamReasons])).toEqual([
      ['suspected_spam', ['honeypot']],
    ]);
    // A kept submission's email is in the outbox before the answer is sent (submit.ts awaits it),
    // so no wait is needed to see that none was written.
    expect(await t.ctx.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(0);
  });

  it('accepts messages only for Active or Completed pages', async () => {
    for (const status of ['Payment Required', 'Under Processing']) {
      const { orderId } = await insertOrder(t.ctx, { status });
      const res = await send(valid(orderId));
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('This landing page is not published');
      expect(await submissionsOf(orderId)).toHaveLength(0);
    }
    const { orderId } = await insertOrder(t.ctx, { status: 'Completed' });
    expect((await send(valid(orderId))).statusCode).toBe(201);
  });

  it('refuses oversized fields (400) and oversized bodies (413), never a 5xx', async () => {
    const { orderId } = await insertOrder(t.ctx);
    expect((await send({ ...valid(orderId), message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await send({ ...valid(orderId), question_1: 'x'.repeat(501) })).statusCode).toBe(400);
    const huge = await send({ ...valid(orderId), filler: 'x'.repeat(40 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe('Request body is too large');
  });

  it('limits each IP address (429 with a detail), counting JSON and no-JS posts together', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const ip = '198.19.5.5';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await send(valid(orderId), ip)).statusCode);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const limited = await send(valid(orderId), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many messages/);
    const form = await sendContactFormPost(t.app, orderId, ip);
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`/p/${orderId}?contact=failed#contact-form`);
    // Another address is not affected.
    expect((await send(valid(orderId))).statusCode).toBe(201);
    // One person (one email) sent eleven times: one lead, sent 11 times (issue 34).
    const rows = await submissionsOf(orderId);
    expect(rows.map((r) => r.timesSent)).toEqual([11]);
  });
});

describe('POST /p/{orderId}/contact (the form without JavaScript)', () => {
  const post = (orderId: string, fields: Record<string, string>, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: `/p/${orderId}/contact`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': CHROME },
      payload: new URLSearchParams(fields).toString(),
    });

  it('stores the message and redirects back to the page, which shows "Message sent successfully"', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const res = await post(orderId, {
      order_id: orderId,
      name: 'Arjun Mehta',
      email: 'arjun@example.com',
      subject: '',
      question_1: 'Groceries',
      message: 'Hello from a browser without JavaScript',
      country: '',
      website: '',
      policy: 'on',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/p/${orderId}?contact=sent#contact-form`);
    const [row] = await submissionsOf(orderId);
    expect(row).toMatchObject({ name: 'Arjun Mehta', subject: null, question1: 'Groceries' });
    const page = await t.app.inject({ method: 'GET', url: `/p/${orderId}?contact=sent` });
    expect(page.body).toContain('data-status="true">Message sent successfully</div>');
    // A thank-you in the form's place: what happens next, and a link back to an empty form.
    expect(page.body).toContain(
      'We will read your message and reply to the email address you gave. Nothing else is sent to you.',
    );
    expect(page.body).toContain(`<a class="btn btn-outline" href="/p/${orderId}#contact">Send another message</a>`);
    expect(page.body).not.toContain('data-contact-form');
    expect(page.body).not.toContain('name="message"');
  });

  it('shows the page again with the errors and what was typed, escaped (status 400)', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const res = await post(orderId, {
      name: '<script>alert(1)</script>',
      email: 'bad',
      message: '"><img src=x onerror=alert(2)>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Please enter a valid email');
    expect(res.body).toContain('Please agree to the terms and policies');
    expect(res.body).toContain('value="bad"');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(await submissionsOf(orderId)).toHaveLength(0);
  });

  it("says the errors and the outcome in the page's language (a Spanish and a Hindi page); the JSON API stays English", async () => {
    for (const [locale, landingPage] of [
      ['es', spanishLandingPage()],
      ['hi', hindiLandingPage()],
    ] as const) {
      const text = landingMessagesOf(locale).form;
      const { orderId } = await insertOrder(t.ctx, { landingPage });
      const res = await post(orderId, { name: '', email: 'bad', message: 'x'.repeat(5001) });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(`<html lang="${locale}">`);
      for (const error of [text.errors.name, text.errors.email, text.errors.policy]) expect(res.body).toContain(error);
      expect(res.body).toContain(text.errors.atMost.replace('{max}', '5000'));
      for (const english of ['Please enter your name', 'Please enter a valid email', 'At most 5000 characters']) {
        expect(res.body).not.toContain(english);
      }
      for (const result of ['sent', 'failed'] as const) {
        const page = await t.app.inject({ method: 'GET', url: `/p/${orderId}?contact=${result}` });
        expect(page.body).toContain(`data-status="true">${text[result]}</div>`);
      }
      const sent = await t.app.inject({ method: 'GET', url: `/p/${orderId}?contact=sent` });
      expect(sent.body).toContain(text.again);
      expect(sent.body).toContain(text.next.split(' ').slice(0, 3).join(' '));
      const api = await send({ order_id: orderId, name: '', email: 'bad', message: 'x', policy: true });
      expect(api.statusCode).toBe(400);
      expect(JSON.stringify(api.json())).toContain('Please enter');
    }
  });

  it('keeps a filled honeypot as suspected spam but redirects as if sent', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const res = await post(orderId, {
      name: 'Spam Bot',
      email: 'bot@example.com',
      message: 'Buy now',
      policy: 'on',
      website: 'http://spam.example',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('contact=sent');
    // The HTML form needs no script proof (a browser without JavaScript): only the honeypot matched.
    expect((await submissionsOf(orderId)).map((r) => [r.quality, r.spamReasons])).toEqual([
      ['suspected_spam', ['honeypot']],
    ]);
  });

  it('answers 404 with the not-found page for an unpublished order', async () => {
    const { orderId } = await insertOrder(t.ctx, { status: 'Payment Required' });
    const res = await post(orderId, { name: 'Arjun Mehta', email: 'a@example.com', message: 'x', policy: 'on' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
  });
});

describe('visitor text stays text', () => {
  it('stores script exactly as typed and puts it in the owner email as plain text', async () => {
    const { orderId, email } = await insertOrder(t.ctx);
    const evil = '<script>alert(document.cookie)</script>';
    expect((await send({ ...valid(orderId), name: evil, subject: evil, message: evil })).statusCode).toBe(201);
    const [row] = await submissionsOf(orderId);
    expect(row!.message).toBe(evil);
    const mail = await eventually(async () => {
      const [m] = await t.ctx.db.select().from(outbox).where(eq(outbox.to, email));
      return m;
    });
    expect(mail.html).toBeNull();
  });
});
