import type { FastifyInstance } from 'fastify';
import {
  listNotificationsResponseSchema,
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
} from '../../shared/contracts/notifications';
import type { NotificationsDeps } from './deps';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser } from '../auth/user';
import { listNotifications, markRead } from './service';

/** GET /api/notifications and POST /api/notifications/read: the caller's own notifications. */
export async function notificationRoutes(app: FastifyInstance, ctx: NotificationsDeps): Promise<void> {
  await signedInRoutes(app, { tags: ['notifications'] }, (r) => {
    r.get(
      '/api/notifications',
      {
        schema: {
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
        schema: {
          summary: "Mark the caller's notifications read (the listed ids, or all)",
          body: markNotificationsReadBodySchema,
          response: { 200: markNotificationsReadResponseSchema },
        },
      },
      async (request) => ({ unread: await markRead(ctx.db, signedInUser(request).id, request.body.ids) }),
    );
  });
}
