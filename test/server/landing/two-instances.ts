import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { createContext } from '../../../src/server/services';
import type { TestApp } from '../../helpers/app';

/**
 * A second app instance on the first one's database, as a second server process behind a load
 * balancer would be: on PostgreSQL with its own connections (its own pool and its own listening
 * connection); on PGlite (one process only) on the same in-process database.
 */
export async function secondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const webDist = join(tmpdir(), 'ideaproof-no-web');
  if (t.ctx.database.driver === 'pglite') {
    const app = await buildApp(t.ctx, { webDist });
    await app.ready();
    return { app, close: () => app.close() };
  }
  const database = await openDatabase({ url: t.ctx.database.url, log: t.ctx.log });
  const ctx = createContext(t.ctx.config, database, t.ctx.log, { secret: 'test-secret-test-secret-test-secret-0123' });
  const app = await buildApp(ctx, { webDist });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
