import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder (the one holding its package.json), found by walking up from this
 * module. The server runs both from its sources (`src/server/…`, tests and development) and as a
 * compiled bundle (`dist/server/main.js`, production), so files it reads are located from the
 * root, never by counting `../` from a module.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'ideaproof'
    ) {
      return dir;
    }
    if (dirname(dir) === dir) throw new Error(`Ideaproof's package.json not found above ${start}`);
  }
}

const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project (`fromRoot('drizzle')`). */
export const fromRoot = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);
