import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
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
  it('a renewal that fails (its time touched by someone else) is reported and the lock taken again', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ideaproof-lock-')), 'data');
    const warnings: string[] = [];
    const lost: Error[] = [];
    const release = await lockDataDir(dir, {
      refreshMs: 1_000,
      warn: (m) => warnings.push(m),
      onLost: (e) => lost.push(e),
    });
    // A copy or a backup sets the lock's time: it is no longer the one this process wrote.
    utimesSync(join(dir, '.lock'), new Date(2_000_000_000_000), new Date(2_000_000_000_000));
    await expect.poll(() => warnings.join('\n'), { timeout: 15_000 }).toMatch(/is held again/);
    expect(warnings[0]).toMatch(/could not be renewed/);
    expect(lost).toEqual([]);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    expect(JSON.parse(readFileSync(join(dir, '.lock.owner'), 'utf8')).pid).toBe(process.pid);
    await release();
    await (
      await lockDataDir(dir)
    )();
  }, 30_000);
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
    // The lock is fresh (renewed every 5 s, stale after 60 s): only the dead owner lets it go.
    const started = Date.now();
    const release = await lockDataDir(dir);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Now held here: a second taker is refused, also from this process.
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  }, 30_000);

  it('a holder whose lock another live process took (the lock removed under it) is told it lost the folder', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ideaproof-lock-')), 'data');
    const lost: Error[] = [];
    const release = await lockDataDir(dir, { refreshMs: 1_000, warn: () => undefined, onLost: (e) => lost.push(e) });
    rmSync(join(dir, '.lock'), { recursive: true });
    // Another live process (this one's parent, named with its start time as a holder names
    // itself) takes the folder: no process is started, so the machine's speed does not matter.
    mkdirSync(join(dir, '.lock'));
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const start = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    writeFileSync(join(dir, '.lock.owner'), JSON.stringify({ pid: process.ppid, host: hostname(), start }));
    // The new holder renews its lock as a live one does (a renewal of the old holder still in
    // flight when the folder changed hands may have stamped the new lock with its own time once).
    const renewing = setInterval(() => {
      const now = new Date();
      try {
        utimesSync(join(dir, '.lock'), now, now);
      } catch {
        // (Gone only once the test ends.)
      }
    }, 300);
    try {
      await expect.poll(() => lost.length, { timeout: 20_000 }).toBe(1);
      expect(lost[0]).toBeInstanceOf(DataDirLockedError);
      expect(JSON.parse(readFileSync(join(dir, '.lock.owner'), 'utf8')).pid).toBe(process.ppid);
    } finally {
      clearInterval(renewing);
      await release().catch(() => undefined);
    }
  }, 30_000);
});

describe('a live holder whose event loop stalls past its renewals', () => {
  const root = new URL('../../..', import.meta.url).pathname;
  const STALE = 2_000;

  it('keeps its lock: a second process is refused while it stalls and after, and it lives on', async () => {
    const base = mkdtempSync(join(tmpdir(), 'ideaproof-lock-'));
    const dir = join(base, 'data');
    const lock = join(dir, '.lock');
    const resume = join(base, 'resume');
    // The holder renews every second; on "stall" it busy-waits (no timer, no I/O of its own)
    // until the file `resume` exists, as a server does on a machine too busy to schedule it.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { existsSync } = await import('node:fs');
         const m = await import('./src/server/db/lock.ts');
         await m.lockDataDir(${JSON.stringify(dir)}, { staleMs: ${STALE}, refreshMs: 1000 });
         console.log('locked');
         process.stdin.on('data', () => {
           console.log('stalling');
           while (!existsSync(${JSON.stringify(resume)})) {}
           console.log('resumed');
         });
         setInterval(() => {}, 1000);`,
      ],
      { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let output = '';
    const seen = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => output.includes(text) && resolve();
        child.stdout.on('data', check);
        child.stderr.on('data', check);
        check();
      });
    child.stdout.on('data', (c: Buffer) => (output += String(c)));
    child.stderr.on('data', (c: Buffer) => (output += String(c)));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    try {
      await seen('locked');
      child.stdin.write('stall\n');
      await seen('stalling');
      // Wait until the lock looks stale by its age alone: the holder missed its renewals.
      const stalledMtime = statSync(lock).mtimeMs;
      await expect.poll(() => Date.now() - stalledMtime, { timeout: 20_000, interval: 200 }).toBeGreaterThan(2 * STALE);
      expect(statSync(lock).mtimeMs).toBe(stalledMtime);
      // Its process is alive: the lock is not taken, however old it looks.
      await expect(lockDataDir(dir, { staleMs: STALE })).rejects.toBeInstanceOf(DataDirLockedError);

      writeFileSync(resume, '');
      await seen('resumed');
      // The holder renews its lock again, and is still the one named in it.
      await expect.poll(() => statSync(lock).mtimeMs, { timeout: 20_000, interval: 200 }).toBeGreaterThan(stalledMtime);
      expect(JSON.parse(readFileSync(join(dir, '.lock.owner'), 'utf8')).pid).toBe(child.pid);
      expect(child.exitCode).toBeNull();
      await expect(lockDataDir(dir, { staleMs: STALE })).rejects.toBeInstanceOf(DataDirLockedError);
      expect(output).not.toMatch(/ECOMPROMISED|could not be renewed/);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  }, 60_000);
});
