import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listNotificationsResponseSchema,
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
} from '../../shared/contracts/notifications';
import type { AppContext } from '../context';
import { makeRequireUser } from '../auth/guard';
import { signedInUser } from '../auth/user';
import { listNotifications, markRead } from './service';

/** GET /api/notifications and POST /api/notifications/read: the caller's own notifications. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = makeRequireUser(ctx);
  const security = [{ bearer: [] }];
  const tags = ['notifications'];

  r.get(
    '/api/notifications',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The caller's newest notifications and how many are unread",
        response: { 200: listNotificationsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotifications(ctx.db, signedInUser(request).id);
    },
  );

  r.post(
    '/api/notifications/read',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Mark the caller's notifications read (the listed ids, or all)",
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadResponseSchema },
      },
    },
    async (request) => ({ unread: await markRead(ctx.db, signedInUser(request).id, request.body.ids) }),
  );
}
