import { mkdirSync } from 'node:fs';
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

/**
 * Take an exclusive lock on the embedded database folder. PGlite does not stop two processes
 * opening the same folder, and two writers silently lose rows. The lock is refreshed while the
 * process lives; after a crash it goes stale within `staleMs` and a restart may take it.
 */
export async function lockDataDir(dir: string, opts: { staleMs?: number; waitMs?: number } = {}) {
  mkdirSync(dir, { recursive: true });
  const stale = opts.staleMs ?? 10_000;
  const waitMs = opts.waitMs ?? 0;
  try {
    return await lockfile.lock(dir, {
      lockfilePath: `${dir}/.lock`,
      stale,
      update: Math.floor(stale / 2),
      retries: waitMs > 0 ? { retries: Math.ceil(waitMs / 500), minTimeout: 500, maxTimeout: 500, factor: 1 } : 0,
      realpath: false,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw err;
  }
}
