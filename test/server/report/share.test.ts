import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';
import { insertLeads, insertOrder, insertVisits } from '../analytics/fixtures';
import { orders, reportShares } from '../../../src/server/db/schema';

// Issue 28 items 2–4: the decision report, shared by an unguessable link (revocable), and as PDF.

let t: TestApp;
let owner: Account;
let other: Account;
let orderId: string;
let leads: string[];

const DAY = 86_400_000;
const VISITORS = 40;
/** What visitors wrote: none of it may reach a shared report unless quoted (answers only). */
const PRIVATE = {
  names: ['Asha Private', 'Ravi Hidden', 'Meera Secret'],
  emails: ['asha.private@example.com', 'ravi.hidden@example.com', 'meera.secret@example.com'],
  messages: ['Call me on my mobile 98450 11111', 'My shop is at 12 MG Road', 'Please phone after 6'],
  subjects: ['Subject private one', 'Subject private two', 'Subject private three'],
};
const QUOTED = 'Every week, for the whole family';
const UNQUOTED = 'Only at Diwali, not more';
/** The ticked lead's answer to another question: the card's list shows only the first, so it is not quoted. */
const NOT_TICKED = 'Second answer of the ticked lead';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  const now = Date.now();
  orderId = await insertOrder(t.ctx, owner.userId, { createdAt: new Date(now - 5 * DAY) });
  const page = {
    business_name: 'Green Basket',
    questions: { num_questions: 1, question_1: 'How often would you order?' },
  };
  await t.ctx.db
    .update(orders)
    .set({ landingPage: page as unknown as typeof orders.$inferInsert.landingPage })
    .where(eq(orders.id, orderId));
  await insertVisits(
    t.ctx,
    orderId,
    Array.from({ length: VISITORS }, (_, i) => ({
      at: new Date(now - (i % 4) * DAY - 3_600_000),
      visitor: `v${i}`,
      source: i % 2 ? 'google' : '',
      channel: i % 2 ? 'Organic Search' : 'Direct',
    })),
  );
  leads = await insertLeads(
    t.ctx,
    orderId,
    [0, 1, 2].map((i) => ({
      at: new Date(now - i * DAY - 1_800_000),
      name: PRIVATE.names[i],
      email: PRIVATE.emails[i],
      message: PRIVATE.messages[i],
      subject: PRIVATE.subjects[i],
      question1: i === 0 ? QUOTED : i === 1 ? UNQUOTED : null,
      question2: i === 0 ? NOT_TICKED : null,
      // Sent by three of the visitors (a lead counts on its visitor's row, docs/analytics.md#leads).
      visitor: `v${i}`,
    })),
  );
  for (const [id, status] of [
    [leads[0], 'interviewed'],
    [leads[1], 'would_pay'],
  ] as const) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/leads/${id}`,
      headers: bearer(owner.token),
      payload: { status, note: 'PRIVATE NOTE of the founder' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

const share = (payload: unknown, token = owner.token, id = orderId) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/share`, headers: bearer(token), payload: payload as object });
const revoke = (token = owner.token, id = orderId) =>
  t.app.inject({ method: 'DELETE', url: `/api/orders/${id}/share`, headers: bearer(token) });
const open = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('POST /api/orders/{id}/share and the public report', () => {
  it('answers 201 with an unguessable link; only its hash is stored', async () => {
    const res = await share({ quote: [leads[0]] });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    const token = /\/r\/([A-Za-z0-9_-]+)$/.exec(url)?.[1];
    expect(token?.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    const rows = await t.ctx.db.select().from(reportShares).where(eq(reportShares.orderId, orderId));
    expect(JSON.stringify(rows)).not.toContain(token);
    const again = (await share({})).json() as { url: string };
    expect(again.url).not.toBe(url);
  });

  it('serves the report signed out: the idea, visitors, conversion with its interval, verdict, follow-up, method; noindex', async () => {
    const { url } = (await share({ quote: [leads[0]], timezone: 'Asia/Kolkata' })).json() as { url: string };
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('<script');
    expect(html).toContain('Green Basket');
    expect(html).toContain('Fresh vegetable boxes'); // the idea as written
    expect(html).toMatch(/data-testid="report-visitors">40</);
    expect(html).toContain('95% interval');
    // 3 leads of 40 visitors: 7.5 %, interval 2.6 %–19.9 % → some demand.
    expect(html).toMatch(
      /data-testid="report-verdict"><strong>Verdict.<\/strong> Some demand: the rate is 2\.6%–19\.9%/,
    );
    // The answer first (issue 34): the verdict comes before the idea's answers.
    expect(html.indexOf('data-testid="report-verdict"')).toBeLessThan(html.indexOf('id="idea"'));
    expect(html.indexOf('id="idea"')).toBeGreaterThan(0);
    expect(html).toContain('1 new, 1 interviewed, 1 would pay');
    expect(html).toContain('<svg'); // charts drawn on the server
    // Sources are named once (google, google.com, www.google.co.in → Google).
    expect(html).toContain('Google');
    expect(html).toContain('Method');
    expect(html).toContain(QUOTED);
  });

  it('has its own title, description and 1200×628 share image for link previews, and stays noindex', async () => {
    const { url } = (await share({})).json() as { url: string };
    const html = (await open(url)).body;
    const meta = (p: string) => new RegExp(`<meta (?:property|name)="${p}" content="([^"]*)">`).exec(html)?.[1];
    expect(html).toContain('<title>Decision report: Green Basket</title>');
    expect(meta('og:title')).toBe('Decision report: Green Basket');
    const description = meta('description')!;
    expect(description).toMatch(/^40 unique visitors, 3 leads, 7\.5% conversion\. Some demand/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(meta('og:description')).toBe(description);
    expect(meta('og:url')).toBe(url);
    expect(meta('og:image')).toBe(`${url}/og.png`);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '628']);
    expect(meta('og:image:alt')).toContain('Green Basket');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const image = await t.app.inject({ method: 'GET', url: `${new URL(url).pathname}/og.png` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-robots-tag']).toBe('noindex');
    const { default: sharp } = await import('sharp');
    const info = await sharp(image.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 628]);
    const gone = await t.app.inject({ method: 'GET', url: '/r/not-a-real-token/og.png' });
    expect(gone.statusCode).toBe(404);
  });

  it('holds no visitor’s name, email, message or subject, no unquoted answer and no private note', async () => {
    const { url } = (await share({ quote: [leads[0]] })).json() as { url: string };
    const html = (await open(url)).body;
    for (const secret of [...PRIVATE.names, ...PRIVATE.emails, ...PRIVATE.messages, ...PRIVATE.subjects]) {
      expect(html, secret).not.toContain(secret);
    }
    expect(html).not.toContain('@example.com');
    expect(html).not.toContain(UNQUOTED);
    expect(html).not.toContain('PRIVATE NOTE');
    // Exactly what was ticked: one lead ticked, its one answer quoted (issue 34).
    expect(html).toContain(QUOTED);
    expect(html).not.toContain(NOT_TICKED);
    expect(html.match(/<blockquote>/g)).toHaveLength(1);
  });

  it('quotes only the order’s own leads', async () => {
    const otherOrder = await insertOrder(t.ctx, other.userId);
    const [foreign] = await insertLeads(t.ctx, otherOrder, [{ at: new Date(), question1: 'Foreign answer text' }]);
    const { url } = (await share({ quote: [foreign, leads[1]] })).json() as { url: string };
    const html = (await open(url)).body;
    expect(html).not.toContain('Foreign answer text');
    expect(html).toContain(UNQUOTED);
  });

  it('refuses a malformed body', async () => {
    expect((await share({ quote: ['not-a-uuid'] })).statusCode).toBe(400);
    expect((await share({ quote: Array.from({ length: 11 }, () => leads[0]) })).statusCode).toBe(400);
  });

  it('DELETE revokes every link of the order: each then answers 404', async () => {
    const first = (await share({})).json() as { url: string };
    const second = (await share({ quote: [leads[0]] })).json() as { url: string };
    expect((await open(first.url)).statusCode).toBe(200);
    const res = await revoke();
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { revoked: number }).revoked).toBeGreaterThanOrEqual(2);
    for (const url of [first.url, second.url]) {
      const gone = await open(url);
      expect(gone.statusCode).toBe(404);
      expect(gone.body).not.toContain('Green Basket');
      expect(gone.headers['x-robots-tag']).toContain('noindex');
    }
    expect((await open(`${first.url}x`)).statusCode).toBe(404);
    // A new link after revoking works again.
    const third = (await share({})).json() as { url: string };
    expect((await open(third.url)).statusCode).toBe(200);
  });

  it("another founder's order → 404 for share, revoke and PDF, and A's links keep working", async () => {
    const { url } = (await share({})).json() as { url: string };
    const s = await share({}, other.token);
    expect(s.statusCode).toBe(404);
    expect(s.body).not.toContain('http');
    const r = await revoke(other.token);
    expect(r.statusCode).toBe(404);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/report.pdf`,
      headers: bearer(other.token),
    });
    expect(pdf.statusCode).toBe(404);
    expect((await open(url)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/share`, payload: {} })).statusCode).toBe(
      401,
    );
    expect((await share({}, owner.token, 'no-such-order')).statusCode).toBe(404);
  });
});

describe('GET /api/orders/{id}/report.pdf', () => {
  it('is a PDF of the same report: the idea, the visitor count and the verdict can be read from it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/report.pdf?quote=${leads[0]}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Green Basket');
    expect(text).toContain('Fresh vegetable boxes');
    expect(text).toContain('Unique visitors: 40');
    expect(text).toContain('Verdict. Some demand: the rate is 2.6%–19.9%');
    expect(text).toContain('1 new, 1 interviewed, 1 would pay');
    expect(text).toContain(QUOTED);
    for (const secret of [...PRIVATE.names, ...PRIVATE.emails, ...PRIVATE.messages]) expect(text).not.toContain(secret);
    if (process.env.REPORT_PDF_OUT) (await import('node:fs')).writeFileSync(process.env.REPORT_PDF_OUT, res.rawPayload);
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/report.pdf` })).statusCode).toBe(401);
  });
});
