import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../context';

/**
 * Routes that accept a file upload (multipart/form-data), registered in a scope of their own:
 * @fastify/multipart adds an `onRequest` and an `onResponse` hook (temp-file clean-up) to every
 * route of the scope it is registered in, so registering it for the whole app made every request
 * (a landing page visit, the beacon) pay two more async hooks and a `close` listener for nothing.
 * Elsewhere a multipart body is refused with 415 like any other unsupported type.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ctx.config.MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
      throwFileSizeLimit: true,
    });
    await routes(scope);
  });
}
