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
