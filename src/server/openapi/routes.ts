import type { FastifyInstance } from 'fastify';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document @fastify/swagger builds from every route's
 * zod schemas (registered in app.ts with jsonSchemaTransform). The documentation pages render it.
 */
export async function openapiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
