import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedOrigins } from '../../../src/server/auth/auth';
import { loadConfig } from '../../../src/server/config';
import { createTestApp, type TestApp } from '../../helpers/app';
import { uniqueEmail } from './accounts';

/**
 * Which browser origins may sign up. better-auth checks the Origin header of a request that
 * carries cookies (a browser's); the test sends a cookie so the check runs as it does in a browser.
 */
function signUpFrom(t: TestApp, origin: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: '10.0.0.9',
    headers: { origin, cookie: 'seen=1' },
    payload: { name: 'Ada Founder', email: uniqueEmail('origin'), password: 'correct horse battery' },
  });
}

describe('trusted origins', () => {
  it('adds the loopback aliases of the default address only when PUBLIC_URL is unset', () => {
    expect(trustedOrigins(loadConfig({ PORT: '3000' }))).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(trustedOrigins(loadConfig({ PORT: '3000', PUBLIC_URL: '' }))).toContain('http://[::1]:3000');
    expect(trustedOrigins(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }))).toEqual(['http://localhost:3000']);
    expect(
      trustedOrigins(
        loadConfig({ PUBLIC_URL: 'https://ideaproof.example/', TRUSTED_ORIGINS: 'https://www.ideaproof.example' }),
      ),
    ).toEqual(['https://ideaproof.example', 'https://www.ideaproof.example']);
  });
});

describe('sign-up origin check with PUBLIC_URL unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: '', PORT: '3000' });
  });
  afterAll(async () => t?.close());

  it('accepts localhost, 127.0.0.1 and [::1] on the same port', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const res = await signUpFrom(t, origin);
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
    }
  });

  it('refuses another port or host, naming PUBLIC_URL', async () => {
    for (const origin of ['http://127.0.0.1:4000', 'https://evil.example']) {
      const res = await signUpFrom(t, origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().detail).toContain('PUBLIC_URL');
      expect(res.json().detail).toContain('http://localhost:3000');
    }
  });
});

describe('sign-up origin check in production with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://ideaproof.example' });
  });
  afterAll(async () => t?.close());

  it('accepts PUBLIC_URL and refuses a loopback alias with a message that names PUBLIC_URL', async () => {
    expect((await signUpFrom(t, 'https://ideaproof.example')).statusCode).toBe(200);
    const res = await signUpFrom(t, 'http://127.0.0.1:3000');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/Open the app at https:\/\/ideaproof\.example, .*set PUBLIC_URL/);
    expect(res.json().detail).not.toBe('Invalid origin');
  });
});
