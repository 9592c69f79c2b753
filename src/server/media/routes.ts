import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { loadMedia } from './store';

/** GET /media/{id}.png: generated images, public, cached for a year (the id is a hash of the bytes). */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A generated landing page image',
        params: z.object({ file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const m = /^([A-Za-z0-9_-]{16,40})\.png$/.exec(request.params.file);
      const row = m ? await loadMedia(ctx.db, m[1]!) : null;
      if (!row) throw notFound('Image not found');
      const etag = `"${m![1]}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(row.contentType).send(row.bytes);
    },
  );
}
