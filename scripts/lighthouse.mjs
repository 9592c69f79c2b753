// `npm run lighthouse`: Lighthouse (the npm `lighthouse` package, mobile form factor, its default
// throttling) on the home page, sign-in, sign-up, a published landing page and the signed-in order
// dashboard, served by the compiled server. It builds nothing: run `npm run build` first. The server
// runs on a free loopback port with a temporary data folder (embedded database, sandbox payments and
// generator), and one founder with a paid, generated order is set up through the API, as a person
// would. The dashboard is that order's (/dashboard/overview/{id}, its results section), signed in
// as the founder: see signedInChrome for how the session gets there with the cache still cold.
//
// Chromium: CHROME_PATH (default /usr/bin/chromium), flags --headless=new --no-sandbox --disable-gpu.
// Prints one row per page with the four category scores and exits 1 when a target is missed
// (home, sign-in and sign-up: performance ≥ 95, accessibility 100, best practices 100; landing: all ≥ 99;
// dashboard: performance ≥ 90, accessibility 100, best practices 100). Figures: docs/benchmarks.md.
// LIGHTHOUSE_PAGES=dashboard,home runs a subset; LIGHTHOUSE_REPORTS=<folder> keeps the JSON reports.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { launch as launchChrome } from 'chrome-launcher';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER = join(root, 'dist/server/main.js');
const LIGHTHOUSE = join(root, 'node_modules/lighthouse/cli/index.js');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = {
  home: { performance: 95, accessibility: 100, 'best-practices': 100 },
  'sign-in': { performance: 95, accessibility: 100, 'best-practices': 100 },
  'sign-up': { performance: 95, accessibility: 100, 'best-practices': 100 },
  landing: { performance: 99, accessibility: 99, 'best-practices': 99, seo: 99 },
  dashboard: { performance: 90, accessibility: 100, 'best-practices': 100 },
};
/** Where the web app keeps its session (src/web/lib/api.ts): a bearer token in localStorage, no cookie. */
const TOKEN_KEY = 'ideaproof.token';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

if (!existsSync(SERVER)) {
  console.error('dist/server/main.js is missing: run `npm run build` first.');
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not answer /healthz in time');
}

/** A founder with a paid, generated (Active) order, through the API; returns the order id and their session token. */
async function publishedOrder(origin) {
  // Node's fetch sends Sec-Fetch-Mode, so better-auth wants an Origin, as from a browser on the page.
  const call = async (path, body, token) => {
    const res = await fetch(origin + path, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const signUp = await call('/api/auth/sign-up/email', {
    name: 'Lighthouse Founder',
    email: `lighthouse-${Date.now()}@example.com`,
    password: 'correct horse battery staple',
  });
  const token = signUp.headers.get('set-auth-token');
  const answers = [
    ['What is your business idea?', 'Cargo-bike parcel delivery in Pune'],
    ['What is your business solution?', 'Parcels across the city in under an hour on electric cargo bikes.'],
    ['What is your unique feature?', 'Zero emissions and a live map of your rider.'],
    ['What is your question prompt?', 'What do you usually send, and how often?'],
  ];
  const { order_id: orderId } = await (
    await call(
      '/place-order',
      { amount: 99, business_idea: answers.map(([question, answer]) => ({ question, answer })) },
      token,
    )
  ).json();
  const po = await (
    await call('/create-razorpay-order', { amount: 0, use: 'landing_page', pfa_order_id: orderId }, token)
  ).json();
  const paid = await (
    await call('/api/payments/sandbox/complete', { razorpay_order_id: po.id, outcome: 'success' }, token)
  ).json();
  await call('/verify-razorpay-payment', { ...paid, pfa_order_id: orderId, use: 'landing_page' }, token);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${origin}/api/order/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.ok && (await res.json()).status === 'Active') return { orderId, token };
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`order ${orderId} did not become Active`);
}

/**
 * A Chromium that is signed in as the founder, for one audit. The app reads its session from
 * localStorage, so neither a cookie nor `--extra-headers` would sign it in: the token is written
 * into a fresh profile (on /healthz, a JSON answer, so no page script or stylesheet is fetched),
 * then Lighthouse connects to this browser (`--port`). Its storage reset stays on: it clears the
 * HTTP cache (disk and memory), service workers and Cache Storage, and leaves localStorage alone
 * (Lighthouse 12's default clearStorageTypes), so the dashboard is measured with a cold cache and a
 * session, as a founder coming back to it. Launched by chrome-launcher, as the Lighthouse CLI
 * launches Chromium for the other pages (same default flags).
 */
async function signedInChrome(origin, token) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'ideaproof-lighthouse-chrome-'));
  const chrome = await launchChrome({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/healthz`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
    await page.close();
    await browser.close(); // connected over CDP: disconnects, the browser stays
  } catch (err) {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    port: chrome.port,
    close() {
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

async function audit(name, url, port) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--form-factor=mobile',
      `--only-categories=${CATEGORIES.join(',')}`,
      // A browser already running on `port` (signedInChrome) is used as it is; otherwise the CLI launches one.
      ...(port ? [`--port=${port}`] : [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]),
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  // LIGHTHOUSE_REPORTS=<folder> keeps each page's JSON report (LCP element, scripts, treemap) to read.
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${name}-${Date.now()}.json`), stdout);
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
  // What cost points: failed audits with weight, for the reader to act on.
  const misses = [];
  for (const c of CATEGORIES) {
    for (const ref of report.categories[c]?.auditRefs ?? []) {
      const a = report.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 0.9) {
        misses.push(`${c}: ${a.id} (${a.displayValue ?? Math.round(a.score * 100)})`);
        // Issues Chromium reported (best practices): name them, they are the fix.
        for (const item of a.details?.items ?? []) {
          if (item.issueType)
            misses.push(`    ${item.issueType}: ${JSON.stringify(item.subItems?.items ?? []).slice(0, 300)}`);
        }
      }
    }
  }
  const metrics = Object.entries({
    FCP: 'first-contentful-paint',
    LCP: 'largest-contentful-paint',
    TBT: 'total-blocking-time',
    CLS: 'cumulative-layout-shift',
  })
    .map(([name, id]) => `${name} ${report.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  return { scores, misses, metrics, finalUrl: report.finalDisplayedUrl };
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'ideaproof-lighthouse-'));
const server = spawn(process.execPath, [SERVER], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

// Interrupted (Ctrl-C, a timeout): the server goes too.
process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

let failed = false;
try {
  await waitForHealth(origin, server);
  // LIGHTHOUSE_PAGES=home,sign-in runs a subset (the landing page and the dashboard need a generated order first).
  const only = (process.env.LIGHTHOUSE_PAGES ?? 'home,sign-in,sign-up,landing,dashboard').split(',');
  const pages = [
    ['home', `${origin}/`],
    ['sign-in', `${origin}/sign-in`],
    ['sign-up', `${origin}/sign-up`],
  ].filter(([name]) => only.includes(name));
  const founder = only.includes('landing') || only.includes('dashboard') ? await publishedOrder(origin) : null;
  if (only.includes('landing')) pages.push(['landing', `${origin}/p/${founder.orderId}`]);
  // The order's dashboard (its results section, with the charts), signed in as its founder.
  if (only.includes('dashboard'))
    pages.push(['dashboard', `${origin}/dashboard/overview/${founder.orderId}`, founder.token]);
  const rows = [];
  for (const [name, url, token] of pages) {
    let result;
    for (let attempt = 1; !result; attempt++) {
      const chrome = token ? await signedInChrome(origin, token) : null;
      try {
        result = await audit(name, url, chrome?.port);
      } catch (err) {
        // Lighthouse's own transient failures (NO_NAVSTART, "Please run Lighthouse again"): one more try.
        if (attempt > 1 || !/run Lighthouse again/.test(err.stderr ?? '')) throw err;
        console.log(`${name}: ${err.stderr.trim()} Trying once more.`);
      } finally {
        chrome?.close();
      }
    }
    const { scores, misses, metrics, finalUrl } = result;
    const short = Object.entries(TARGETS[name])
      .filter(([c, min]) => scores[c] < min)
      .map(([c, min]) => `${c} ${scores[c]} < ${min}`);
    // A page that sent the browser elsewhere (the dashboard to sign-in: no session) was not measured.
    if (new URL(finalUrl).pathname !== new URL(url).pathname) short.push(`ended on ${finalUrl}`);
    if (short.length) failed = true;
    rows.push({ page: name, ...scores, target: short.length ? `MISSED: ${short.join('; ')}` : 'met' });
    console.log(`${name}: ${metrics}`);
    for (const m of misses) console.log(`  ${m}`);
  }
  console.log(`\nLighthouse (mobile) on ${origin}, Chromium ${CHROME_PATH}, load average ${loadavg()[0].toFixed(1)}`);
  console.table(rows);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
