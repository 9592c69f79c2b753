import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaDeps } from './deps';
import { notFound } from '../http/errors';
import { loadMedia, MEDIA_EXTENSIONS, type MediaType } from './store';

/** GET /media/{id}.png|jpg: generated and uploaded landing page images, public, cached for a year (the id is a hash of the bytes). */
export async function mediaRoutes(app: FastifyInstance, ctx: MediaDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A landing page image (generated, or uploaded by the founder)',
        params: z.object({ file: z.string().max(64) }),
        // 200 is the image itself (image/png or image/jpeg, cached for a year); 304 when the ETag matches.
        produces: ['image/png', 'image/jpeg'],
        response: {
          200: z.any().describe('The image (PNG or JPEG by its extension), cached for a year'),
          304: z.null().describe('Not modified: the If-None-Match ETag matched'),
        },
      },
    },
    async (request, reply) => {
      const m = /^([A-Za-z0-9_-]{16,40})\.(png|jpg)$/.exec(request.params.file);
      const row = m ? await loadMedia(ctx.db, m[1]!) : null;
      // The extension must be the stored type's: one URL per image.
      if (!row || MEDIA_EXTENSIONS[row.contentType as MediaType] !== m![2]) throw notFound('Image not found');
      const etag = `"${m![1]}"`;
      // The typed reply knows only the 304 schema; the 200 answer is raw image bytes (never serialized).
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
