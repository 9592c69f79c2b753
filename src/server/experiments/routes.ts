import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/errors';
import { z } from 'zod';
import type { ExperimentsDeps } from './deps';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser as userOf } from '../auth/user';
import {
  createExperimentBodySchema,
  experimentParamsSchema,
  experimentSchema,
  listExperimentsQuerySchema,
  listExperimentsResponseSchema,
  stopExperimentBodySchema,
} from '../../shared/contracts/experiments';
import { pageVersionSchema } from '../../shared/contracts/page-editor';
import { createExperiment, listExperiments, stopExperiment } from './service';
import { perUserPerMinute } from '../http/rate-limit';

/** Experiments on an order's landing page (docs/analytics.md#experiments), owner only. */
export async function experimentRoutes(app: FastifyInstance, ctx: ExperimentsDeps): Promise<void> {
  await signedInRoutes(app, { tags: ['experiments'] }, (r) => {
    r.post(
      '/api/experiments',
      {
        config: { rateLimit: perUserPerMinute('experiments-start', 30) },
        schema: {
          summary:
            'Start an experiment: variants of the page’s message, or a price test (one price per visitor, or tiers side by side); 409 while another runs',
          body: createExperimentBodySchema,
          response: { 201: experimentSchema, ...errorResponses('conflict') },
        },
      },
      async (request, reply) => {
        const experiment = await createExperiment(ctx.db, userOf(request).id, request.body);
        request.log.info({ orderId: experiment.order_id, experimentId: experiment.id }, 'experiment started');
        return reply.code(201).send(experiment);
      },
    );

    r.get(
      '/api/experiments',
      {
        schema: {
          summary: 'The experiments of one of your orders, newest first',
          querystring: listExperimentsQuerySchema,
          response: { 200: listExperimentsResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { experiments: await listExperiments(ctx.db, userOf(request).id, request.query.order_id) };
      },
    );

    r.post(
      '/api/experiments/:id/stop',
      {
        config: { rateLimit: perUserPerMinute('experiments-stop', 30) },
        schema: {
          summary: 'Stop a running experiment and publish the winner as the page (a new page version)',
          params: experimentParamsSchema,
          body: stopExperimentBodySchema,
          response: {
            200: z.object({ experiment: experimentSchema, version: pageVersionSchema.nullable() }),
            ...errorResponses('conflict'),
          },
        },
      },
      async (request) => {
        const result = await stopExperiment(ctx.db, userOf(request).id, request.params.id, request.body.winner);
        request.log.info({ experimentId: request.params.id, winner: result.experiment.winner }, 'experiment stopped');
        return result;
      },
    );
  });
}
