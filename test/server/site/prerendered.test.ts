import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { createTestApp, type TestApp } from '../../helpers/app';

/**
 * The web build's HTML (docs/architecture.md#pre-rendered-public-pages): the paths the build
 * pre-rendered get their page, every other app path the shell, and neither is cached stale.
 */
const SHELL = '<!doctype html><title>Ideaproof</title><div id="root"></div>';
const HOME = `<!doctype html><title>Home</title><div id="root"><h1>Turn your idea</h1>${'<p>text</p>'.repeat(200)}</div>`;
const SIGN_IN = '<!doctype html><title>Sign in</title><div id="root"><h1>Sign in to Ideaproof</h1></div>';

let t: TestApp;
let app: FastifyInstance;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ideaproof-web-'));
  mkdirSync(join(webDist, '.prerendered'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
  writeFileSync(join(webDist, '.prerendered', 'index.html'), HOME);
  writeFileSync(join(webDist, '.prerendered', 'sign-in.html'), SIGN_IN);
  writeFileSync(
    join(webDist, '.prerendered', 'pages.json'),
    JSON.stringify({ '/': 'index.html', '/sign-in': 'sign-in.html' }),
  );
  t = await createTestApp();
  app = await buildApp(t.ctx, { webDist });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('pre-rendered pages and the app shell', () => {
  it('answers a pre-rendered path with its page, whatever the query string', async () => {
    for (const [url, body] of [
      ['/', HOME],
      ['/sign-in', SIGN_IN],
      ['/sign-in?social=google', SIGN_IN],
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(body);
    }
  });

  it('answers every other app path with the shell', async () => {
    for (const url of ['/transactions', '/auth/sign-in', '/sign-in/', '/sign-up']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('compresses a pre-rendered page', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('does not serve the folder of pre-rendered pages as static files', async () => {
    for (const url of ['/.prerendered/index.html', '/.prerendered/pages.json']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('keeps API paths out of it', async () => {
    const res = await app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No route for GET /api/no-such-thing' });
  });
});
