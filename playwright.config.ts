import { defineConfig } from '@playwright/test';
import { SMTP_PORT } from './e2e/support/mailbox';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Browser journeys in Debian's Chromium (playwright-core cannot download browsers here).
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers on a 2-core machine: the files run side by side against the one server (every test
  // signs up its own founder, so none shares state); site.spec.ts spreads its tests over both.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  // A real SMTP server on loopback receives the app's email (password reset links).
  globalSetup: './e2e/support/globalSetup.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh embedded database per run; the compiled server, as production runs it (`npm run build` first).
    command: `rm -rf .e2e-data/${PORT} && node dist/server/main.js`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: `.e2e-data/${PORT}`,
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      // Requests the tests make through the API say which client they stand for (X-Forwarded-For,
      // as a proxy in front of the server would): each then has its own per-address limits, instead
      // of every submission of the run counting against loopback's 10 messages per 15 minutes.
      TRUST_PROXY: 'true',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  },
});
