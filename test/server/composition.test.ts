import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the composition root (src/server/services.ts)', () => {
  it('starts the one start/stop list in this order (and stops it in reverse): queue before schedules, inbox drained before the queue stops', () => {
    expect(t.ctx.lifecycle.names).toEqual([
      'mailer',
      'job queue',
      'change feed',
      'published pages',
      'visit inbox',
      'IP location database',
      'PDF pool',
      'schedules',
    ]);
  });

  it('has the change feed and the published pages listening once the app is ready', () => {
    expect(t.ctx.changes.listening).toBe(true);
    expect(t.ctx.landing.pages.listening).toBe(true);
  });
});
