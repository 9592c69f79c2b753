import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TrackingDeps } from './deps';
import { isDatabaseUnavailable } from '../db/client';
import { notFound, errorResponses } from '../http/errors';
import { perIpLimiter } from '../http/rate-limit';
import { pageViewAcceptedSchema, pageViewEventSchema } from '../../shared/contracts/tracking';
import { recordPageView } from './page-view';
import { MINUTE_MS, SECOND_MS } from '../../shared/time';

/** POST /api/events: the landing page's beacon: page views and funnel steps (202 once stored; bots are dropped silently). */
export async function trackingRoutes(app: FastifyInstance, ctx: TrackingDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Built by the composition root (services.ts), which also starts and stops the inbox.
  const deps = {
    live: ctx.liveOrders,
    salts: ctx.visitorSalts,
    recorder: ctx.visitRecorder,
    steps: ctx.steps,
    places: ctx.ipLocations,
  };

  // Counted before the body is parsed, so a flood of junk is refused as cheaply as possible.
  const limit = perIpLimiter(
    app,
    // Per minute (EVENTS_RATE_LIMIT_PER_MINUTE, default 600): generous for people sharing an address
    // (office or carrier NAT), small enough that one machine cannot fill the visits table.
    // Shared by every app process, counted in memory and added to the database once a second: no
    // database round trip per page view (http/rate-limit-store.ts, BatchedDatabaseStore).
    {
      max: ctx.config.EVENTS_RATE_LIMIT_PER_MINUTE,
      timeWindow: MINUTE_MS,
      sharedScope: 'events',
      sharedSyncMs: SECOND_MS,
    },
    (seconds) => `Too many page views from this address. Try again in ${seconds} seconds.`,
  );

  // One logger for every beacon request instead of a child per request (building a child logger
  // with its own level costs as much as a third of the route's own work): warnings and errors of
  // this route are logged with `route` but without the request id, which nothing else logs.
  let beaconLog: FastifyBaseLogger | null = null;

  api.post(
    '/api/events',
    {
      // The beacon sends an order id, a referrer (at most 2,000 characters) and five UTM fields (200
      // each): 4 KB holds that with room to spare; anything bigger is not from the landing page.
      bodyLimit: 4 * 1024,
      onRequest: limit,
      // The hot path (docs/architecture.md#runs-anywhere-scales-out): a 202 with a tiny JSON body needs neither compression nor the
      // HTML security headers helmet builds per request (nosniff is set below). Browsers do not
      // compress request bodies, so no decompression either.
      helmet: false,
      compress: false,
      decompress: false,
      // No "incoming request" / "request completed" lines per page view (thousands a second under
      // ad traffic; the load balancer's access log has them): warnings and errors are still logged.
      logLevel: 'warn',
      childLoggerFactory: (logger, _bindings, options) =>
        (beaconLog ??= logger.child({ route: '/api/events' }, options)),
      // The answer is the one constant the response schema documents: serialised without
      // validating it again on every request.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['tracking'],
        summary: 'Record a landing page view (public; no cookie, no raw IP stored)',
        body: pageViewEventSchema,
        response: { 202: pageViewAcceptedSchema, ...errorResponses('rate_limited') },
      },
    },
    async (request, reply) => {
      let outcome;
      try {
        outcome = await recordPageView(deps, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      } catch (err) {
        // Refused with 503 because the database is down: the visitor is not to blame, so the
        // view does not count against the address's limit (its retry after the outage is let in).
        if (isDatabaseUnavailable(err)) limit.giveBack(request);
        throw err;
      }
      if (outcome === 'unknown-order') throw notFound('No published landing page with this id');
      return reply
        .code(202)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send({ status: 'accepted' as const });
    },
  );
}
