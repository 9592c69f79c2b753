import type { FastifyInstance, FastifyReply } from 'fastify';
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
        // 200 is the PNG itself (image/png, cached for a year); 304 when the ETag matches.
        response: { 304: z.null().describe('Not modified: the If-None-Match ETag matched') },
      },
    },
    async (request, reply) => {
      const m = /^([A-Za-z0-9_-]{16,40})\.png$/.exec(request.params.file);
      const row = m ? await loadMedia(ctx.db, m[1]!) : null;
      if (!row) throw notFound('Image not found');
      const etag = `"${m![1]}"`;
      // The typed reply knows only the 304 schema; the 200 answer is raw PNG bytes (never serialized).
      const out = reply as unknown as FastifyReply;
      out
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return out.status(304).send();
      return out.type(row.contentType).send(row.bytes);
    },
  );
}
