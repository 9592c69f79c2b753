import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GeoDeps } from './deps';
import { countriesResponseSchema, locationsQuerySchema, locationsResponseSchema } from '../../shared/contracts/geo';

/** Public reference data: Google Ads countries and the Indian location lookup (docs/architecture.md#outside-services). */
export async function geoRoutes(fastify: FastifyInstance, ctx: GeoDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const geo = ctx.geo;

  app.get(
    '/api/countries',
    {
      schema: { tags: ['geo'], summary: 'Countries Google Ads can target', response: { 200: countriesResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return geo.countries.map((c) => ({ value: c.id, label: c.name }));
    },
  );

  app.get(
    '/api/locations',
    {
      schema: {
        tags: ['geo'],
        summary:
          'Location lookup: place label → Google Ads criterion id (and the ids of the places containing it), exact and by prefix',
        querystring: locationsQuerySchema,
        response: { 200: locationsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const found = geo.locations.search(request.query.q, request.query.limit);
      return {
        locations: found.map((t) => ({
          value: t.id,
          label: t.label,
          name: t.name,
          type: t.type,
          parents: geo.locations.parentsOf(t),
        })),
      };
    },
  );
}
