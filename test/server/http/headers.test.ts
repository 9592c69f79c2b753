import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { insertOrder } from '../../landing/fixtures';

/**
 * Strict-Transport-Security only on answers over HTTPS (here: `X-Forwarded-Proto: https` from a
 * proxy the server trusts, TRUST_PROXY=true), never over plain HTTP; framing headers that agree
 * with each page's CSP.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

const https = { 'x-forwarded-proto': 'https' };

describe('HSTS and framing headers', () => {
  it('the app: HSTS over HTTPS only; X-Frame-Options SAMEORIGIN with frame-ancestors self', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/auth-options' });
    const secure = await t.app.inject({ method: 'GET', url: '/api/auth-options', headers: https });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const res of [plain, secure]) {
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  it('an X-Forwarded-Proto from an address that is not a trusted proxy does not count', async () => {
    const { app, close } = await createTestApp({ TRUST_PROXY: 'false' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/auth-options', headers: https });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('a landing page (kept, 304 and not-found answers): HSTS over HTTPS only; X-Frame-Options DENY', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const plain = await t.app.inject({ method: 'GET', url: `/p/${orderId}` });
    const secure = await t.app.inject({ method: 'GET', url: `/p/${orderId}`, headers: https });
    const notModified = await t.app.inject({
      method: 'GET',
      url: `/p/${orderId}`,
      headers: { ...https, 'if-none-match': String(secure.headers.etag) },
    });
    const missing = await t.app.inject({ method: 'GET', url: '/p/nope-not-an-order', headers: https });
    const missingPlain = await t.app.inject({ method: 'GET', url: '/p/nope-not-an-order' });
    expect([plain.statusCode, secure.statusCode, notModified.statusCode, missing.statusCode]).toEqual([
      200, 200, 304, 404,
    ]);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(missingPlain.headers['strict-transport-security']).toBeUndefined();
    for (const res of [secure, notModified, missing]) {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    for (const res of [plain, secure, missing]) {
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});
