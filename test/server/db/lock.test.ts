import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../../src/server/db/lock';

describe('data folder lock', () => {
  it('refuses a second holder with a clear message and frees on release', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ideaproof-lock-')), 'data');
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another Ideaproof process/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});

describe('a lock whose process is gone', () => {
  const root = new URL('../../..', import.meta.url).pathname;
  /** A separate process holding the lock on `dir` (it prints "locked" once it has it). */
  function holder(dir: string) {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/server/db/lock.ts').then((m) => m.lockDataDir(${JSON.stringify(dir)})).then(() => { console.log('locked'); setInterval(() => {}, 1000); });`,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const locked = new Promise<void>((resolve) =>
      child.stdout.on('data', (c: Buffer) => String(c).includes('locked') && resolve()),
    );
    return { child, locked };
  }

  it('is taken over at once after kill -9; a live holder is still refused', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ideaproof-lock-')), 'data');
    const h = holder(dir);
    await h.locked;
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    const exited = new Promise((r) => h.child.on('exit', r));
    h.child.kill('SIGKILL');
    await exited;
    // The lock is fresh (refreshed every 5 s, stale after 10 s): only the dead owner lets it go.
    const started = Date.now();
    const release = await lockDataDir(dir);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Now held here: a second taker is refused, also from this process.
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  }, 30_000);
});
