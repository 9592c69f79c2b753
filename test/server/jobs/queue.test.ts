import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, HEARTBEAT_SECONDS, type JobQueue } from '../../../src/server/jobs/queue';
import { createTestDatabase, eventually, TEST_DRIVER } from '../../helpers/app';
import type { Database } from '../../../src/server/db/client';

let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue;
const seen: string[] = [];
let failuresLeft = 1;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  queue = createJobQueue(database, pino({ level: 'silent' }), 0.5);
  queue.define<{ word: string }>('test.echo', async ({ word }) => {
    seen.push(word);
  });
  queue.define<{ word: string }>(
    'test.flaky',
    async ({ word }) => {
      if (failuresLeft-- > 0) throw new Error('first attempt fails');
      seen.push(`flaky:${word}`);
    },
    { retryDelay: 1, retryBackoff: false },
  );
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await drop();
});

describe(`job queue on ${TEST_DRIVER}`, () => {
  it('runs a job sent to a defined queue', async () => {
    await queue.send('test.echo', { word: 'hello' });
    await eventually(async () => seen.includes('hello'));
  });

  it('retries a failing job until it succeeds', async () => {
    await queue.send('test.flaky', { word: 'again' });
    await eventually(async () => seen.includes('flaky:again'), 20_000);
    expect(failuresLeft).toBeLessThan(0);
  });

  it('gives every queue, and so every job, a heartbeat: a job whose process died is retried, not left active', async () => {
    for (const name of ['test.echo', 'test.flaky']) {
      expect((await queue.boss.getQueue(name))?.heartbeatSeconds).toBe(HEARTBEAT_SECONDS);
    }
    const id = await queue.send('test.echo', { word: 'beat' });
    await eventually(async () => seen.includes('beat'));
    const job = await queue.boss.getJobById('test.echo', id!);
    expect(job?.heartbeatSeconds).toBe(HEARTBEAT_SECONDS);
  });

  it('refuses to send to an unknown queue', async () => {
    await expect(queue.send('nope', {})).rejects.toThrow(/unknown job/);
  });
});
