import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data folder ${dir} is in use by another Ideaproof process. ` +
        'Stop that process first, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds a data folder's lock: written next to the lock once it is taken. */
interface LockOwner {
  pid: number;
  host: string;
}

/** Folders this process holds (a process that is its own lock's owner is alive, the owner file says nothing more). */
const heldHere = new Set<string>();

const ownerFile = (dir: string) => `${dir}/.lock.owner`;

function readOwner(dir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(dir), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/** Whether a process id is running on this machine (EPERM: it is, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's holder is known to be gone: its owner file names a process on this machine
 * that no longer runs (killed with -9, the machine's power cut: nothing released the lock). A
 * holder on another machine (a shared folder), or without an owner file, is not known to be gone.
 * The same pid as this process is a previous life of it (a container restarted as pid 1), unless
 * this process holds the folder itself.
 */
function ownerIsGone(dir: string): boolean {
  const owner = readOwner(dir);
  if (!owner || owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(dir);
  return !isRunning(owner.pid);
}

/**
 * Remove a dead holder's lock: renamed away first (one atomic step, so of two processes taking
 * it over at once only one removes it), and only if it was not renewed since it was looked at.
 */
function removeDeadLock(lockPath: string, seenMtimeMs: number | null): void {
  try {
    if (seenMtimeMs !== null && statSync(lockPath).mtimeMs !== seenMtimeMs) return;
    const aside = `${lockPath}.stale-${process.pid}-${Date.now()}`;
    renameSync(lockPath, aside);
    rmSync(aside, { recursive: true, force: true });
  } catch {
    // Gone already (another process took it over): the next attempt decides.
  }
}

function lockMtime(lockPath: string): number | null {
  try {
    return statSync(lockPath).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Take an exclusive lock on the embedded database folder. PGlite does not stop two processes
 * opening the same folder, and two writers silently lose rows. The lock is refreshed while the
 * process lives and names its process (`.lock.owner`). A lock whose process is gone (killed with
 * -9) is taken over at once; a live holder is refused (after waiting up to `waitMs` for it to
 * let go). A lock nobody refreshed for `staleMs` is stale and may be taken too (a holder on
 * another machine, or one that died before naming itself).
 */
export async function lockDataDir(dir: string, opts: { staleMs?: number; waitMs?: number } = {}) {
  mkdirSync(dir, { recursive: true });
  const stale = opts.staleMs ?? 10_000;
  const waitMs = opts.waitMs ?? 0;
  const lockPath = `${dir}/.lock`;
  const options = { lockfilePath: lockPath, stale, update: Math.floor(stale / 2), realpath: false, retries: 0 };
  const attempt = () => lockfile.lock(dir, options);
  let release: () => Promise<void>;
  try {
    try {
      release = await attempt();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      const seen = lockMtime(lockPath);
      if (ownerIsGone(dir)) {
        removeDeadLock(lockPath, seen);
        release = await attempt();
      } else if (waitMs > 0) {
        release = await lockfile.lock(dir, {
          ...options,
          retries: { retries: Math.ceil(waitMs / 500), minTimeout: 500, maxTimeout: 500, factor: 1 },
        });
      } else {
        throw err;
      }
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw err;
  }
  heldHere.add(dir);
  writeFileSync(ownerFile(dir), JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockOwner));
  return async () => {
    heldHere.delete(dir);
    rmSync(ownerFile(dir), { force: true });
    await release();
  };
}
