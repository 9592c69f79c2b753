import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import { LiveVisitors } from '../../../src/server/analytics/live-visitors';

/** A database double answering the live count with `state.answer`; each query waits for `state.gate`. */
function countingDb() {
  const state = { queries: 0, answer: 3, gate: Promise.resolve() };
  const db = {
    execute: async () => {
      state.queries++;
      const n = state.answer;
      await state.gate;
      return { rows: [{ n }] };
    },
  } as unknown as Db;
  return { db, state };
}

describe('current_visitors per order', () => {
  it('is counted by one query for requests arriving together, and again only once it is a second old', async () => {
    let clock = 1_000_000;
    const { db, state } = countingDb();
    let release!: () => void;
    state.gate = new Promise<void>((r) => (release = r));
    const live = new LiveVisitors(db, 1_000, () => clock);
    const together = [live.count('o1'), live.count('o1'), live.count('o1')];
    release();
    expect(await Promise.all(together)).toEqual([3, 3, 3]);
    expect(state.queries).toBe(1);

    state.answer = 5;
    clock += 999;
    expect(await live.count('o1')).toBe(3);
    expect(state.queries).toBe(1);
    clock += 1;
    expect(await live.count('o1')).toBe(5);
    expect(state.queries).toBe(2);
    // Each order has its own count.
    expect(await live.count('o2')).toBe(5);
    expect(state.queries).toBe(3);
  });

  it('keeps nothing from a failed count', async () => {
    const { db, state } = countingDb();
    state.gate = Promise.reject(new Error('database down'));
    state.gate.catch(() => undefined);
    const live = new LiveVisitors(db, 1_000);
    await expect(live.count('o1')).rejects.toThrow('database down');
    state.gate = Promise.resolve();
    expect(await live.count('o1')).toBe(3);
    expect(state.queries).toBe(2);
  });
});
