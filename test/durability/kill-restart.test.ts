import { describe, expect, it } from 'vitest';
import { freePort, runDurability, runPaidOrderKill } from '../../bench/durability';
import { TEST_DRIVER } from '../helpers/app';

/**
 * The small-count durability check (the full one is `npm run bench`): the real server process is
 * SIGKILLed mid-load and restarted; every acknowledged contact submission and page view is stored,
 * none twice. Counts only, never timings.
 */
describe(`durability under SIGKILL (${TEST_DRIVER})`, () => {
  it('stores every acknowledged contact submission and page view exactly once across a kill and restart', async () => {
    const result = await runDurability({
      driver: TEST_DRIVER,
      adminUrl: process.env.TEST_DATABASE_URL,
      requests: 300,
      concurrency: 8,
      killAfterAcknowledged: 100,
      port: await freePort(),
    });
    console.log('durability check', result);
    expect(result.acknowledged).toBeGreaterThanOrEqual(100);
    expect(result.lost).toBe(0);
    expect(result.duplicated).toBe(0);
    expect(result.stored).toBeGreaterThanOrEqual(result.acknowledged);
  }, 480_000);

  it('a paid order killed between payment verification and generation reaches Active exactly once after restart', async () => {
    const result = await runPaidOrderKill({ driver: TEST_DRIVER, adminUrl: process.env.TEST_DATABASE_URL, port: await freePort() });
    console.log('paid order kill', result);
    expect(result).toEqual({ driver: TEST_DRIVER, finalStatus: 'Active', paidPaymentOrders: 1, landingPageStored: true });
  }, 480_000);
});
