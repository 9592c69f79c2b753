import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';
import { MINUTE_MS } from '../../shared/time';

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
  /** When the process started (Linux: clock ticks since boot), so a reused process id is not taken for it. */
  start?: number;
}

/** Folders this process holds (a process that is its own lock's owner is alive, the owner file says nothing more). */
const heldHere = new Set<string>();

const ownerFile = (dir: string) => `${dir}/.lock.owner`;

/** How often a held lock's time is renewed. */
const REFRESH_MS = 5_000;
/**
 * How long a lock whose holder cannot be checked (on another machine, or not named yet) must go
 * unrenewed before it is taken: far longer than the event loop of a live holder stalls on a busy
 * machine (ten seconds were seen), short enough for a restart after a crash on a shared folder.
 */
const STALE_MS = MINUTE_MS;

function readOwner(dir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(dir), 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return { pid: owner.pid, host: owner.host, ...(typeof owner.start === 'number' ? { start: owner.start } : {}) };
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

/** When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat); null without /proc. */
function startOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from its end.
    const value = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    return Number.isInteger(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Who holds a lock, as far as its owner file tells:
 * - `self`: this process (it holds the folder);
 * - `gone`: a process on this machine that no longer runs (killed with -9, the machine's power
 *   cut: nothing released the lock), or whose process id now belongs to a later process. The same
 *   pid as this process without holding the folder is a previous life of it (a container
 *   restarted as pid 1);
 * - `live`: a process on this machine that runs and is the one that took the lock;
 * - `unknown`: a holder on another machine (a shared folder), one that has not named itself yet,
 *   or a running pid whose start cannot be checked (no /proc): only its lock's age tells.
 */
function holderOf(dir: string): 'self' | 'gone' | 'live' | 'unknown' {
  const owner = readOwner(dir);
  if (!owner || owner.host !== hostname()) return 'unknown';
  if (owner.pid === process.pid) return heldHere.has(dir) ? 'self' : 'gone';
  if (!isRunning(owner.pid)) return 'gone';
  const start = owner.start === undefined ? null : startOf(owner.pid);
  if (start === null) return 'unknown';
  return start === owner.start ? 'live' : 'gone';
}

/**
 * Remove a dead holder's lock: renamed away first (one atomic step, so of two processes taking
 * it over at once only one removes it), and only if it was not renewed since it was looked at.
 * Its owner file goes with it, so the next holder is never taken for the dead one before it has
 * named itself.
 */
function removeDeadLock(dir: string, lockPath: string, seenMtimeMs: number | null): void {
  try {
    if (seenMtimeMs !== null && statSync(lockPath).mtimeMs !== seenMtimeMs) return;
    const aside = `${lockPath}.stale-${process.pid}-${Date.now()}`;
    renameSync(lockPath, aside);
    rmSync(ownerFile(dir), { force: true });
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LockOptions {
  /** How long to wait for a live holder to let go before refusing (default: not at all). */
  waitMs?: number;
  /** How long a lock whose holder cannot be checked must go unrenewed before it is taken (default 60 s). */
  staleMs?: number;
  /** How often the held lock is renewed (default 5 s; at least 1 s). */
  refreshMs?: number;
  /** Where a lost renewal and its retry are reported (default: standard error). */
  warn?: (message: string) => void;
  /**
   * Called if another live process took the folder while this one held it (only possible when
   * the lock was removed under this process): this process must stop using the folder. By
   * default the process exits (status 1) after printing why.
   */
  onLost?: (error: DataDirLockedError) => void;
}

/**
 * Take an exclusive lock on the embedded database folder. PGlite does not stop two processes
 * opening the same folder, and two writers silently lose rows. The lock is renewed while the
 * process lives and names its process (`.lock.owner`: pid, host, and the process's start time).
 *
 * A lock's age alone never takes it from a live process on this machine: a holder whose event
 * loop stalled past the renewals (a busy machine, a long synchronous step) is still refused to
 * others, however old its lock looks. A lock whose process is gone (killed with -9) is taken over
 * at once; a live holder is refused (after waiting up to `waitMs` for it to let go). Only a lock
 * whose holder cannot be checked (another machine, not named yet) is taken once nobody renewed
 * it for `staleMs`.
 *
 * A renewal that fails (the lock's time touched by someone else, the lock removed) does not end
 * the process: it is reported and the lock is taken again. Only if another live process holds it
 * by then is the folder lost (`onLost`).
 */
export async function lockDataDir(dir: string, opts: LockOptions = {}) {
  mkdirSync(dir, { recursive: true });
  const staleMs = opts.staleMs ?? STALE_MS;
  const waitMs = opts.waitMs ?? 0;
  const warn = opts.warn ?? ((message: string) => console.error(message));
  const onLost =
    opts.onLost ??
    ((error: DataDirLockedError) => {
      console.error(error.message);
      process.exit(1);
    });
  const lockPath = `${dir}/.lock`;
  let released = false;
  let current: (() => Promise<void>) | null = null;

  const options = {
    lockfilePath: lockPath,
    realpath: false,
    retries: 0,
    // proper-lockfile would remove a lock older than `stale` itself, whoever holds it: never. The
    // age of a lock is judged here, with its holder (holderOf). Renewal errors are retried.
    stale: Number.POSITIVE_INFINITY,
    update: Math.max(opts.refreshMs ?? REFRESH_MS, 1_000),
    onCompromised: (err: Error) => {
      current = null;
      if (released) return;
      warn(`The data folder lock of ${dir} could not be renewed (${err.message}); taking it again.`);
      void retake();
    },
  };
  const attempt = async () => {
    current = await lockfile.lock(dir, options);
    return current;
  };

  /** One try: the lock taken (true), or held by a live holder (false). */
  const tryOnce = async (): Promise<boolean> => {
    try {
      await attempt();
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    }
    const seen = lockMtime(lockPath);
    const holder = holderOf(dir);
    const stale = seen !== null && Date.now() - seen > staleMs;
    if (holder === 'gone' || (holder === 'unknown' && stale)) {
      removeDeadLock(dir, lockPath, seen);
    } else if (seen !== null) {
      return false;
    }
    try {
      await attempt();
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ELOCKED') return false;
      throw err;
    }
  };

  const named = () => {
    const start = startOf(process.pid);
    const owner: LockOwner = { pid: process.pid, host: hostname(), ...(start === null ? {} : { start }) };
    writeFileSync(ownerFile(dir), JSON.stringify(owner));
  };

  /** After a failed renewal: take the lock again, unless another live process has it. */
  const retake = async () => {
    for (let tries = 0; !released; tries++) {
      try {
        // Still named as this process's: its time was touched by someone else (a copy, a backup).
        // A process that just took it over names itself within moments: look again after a
        // renewal's time before removing it.
        if (holderOf(dir) === 'self' && lockMtime(lockPath) !== null) {
          await sleep(options.update);
          if (released) return;
          if (holderOf(dir) === 'self') removeDeadLock(dir, lockPath, null);
        }
        if (await tryOnce()) {
          if (released) {
            await current?.().catch(() => undefined);
            return;
          }
          named();
          warn(`The data folder lock of ${dir} is held again.`);
          return;
        }
        heldHere.delete(dir);
        onLost(new DataDirLockedError(dir));
        return;
      } catch (err) {
        warn(`Taking the data folder lock of ${dir} again failed (${(err as Error).message}); retrying.`);
        await sleep(Math.min(options.update * 2 ** tries, MINUTE_MS));
      }
    }
  };

  try {
    const deadline = Date.now() + waitMs;
    while (!(await tryOnce())) {
      if (Date.now() >= deadline) throw new DataDirLockedError(dir);
      await sleep(Math.min(500, Math.max(deadline - Date.now(), 0)));
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw err;
  }
  heldHere.add(dir);
  named();
  return async () => {
    released = true;
    heldHere.delete(dir);
    rmSync(ownerFile(dir), { force: true });
    const release = current;
    current = null;
    await release?.();
  };
}
