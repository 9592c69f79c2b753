import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { definePayable } from '../payments/payables';
import { paymentRoutes } from '../payments/routes';
import { paymentWebhookRoutes } from '../payments/webhook';
import { mediaRoutes } from '../media/routes';
import { landingPagePayable } from './payable';
import { orderRoutes } from './routes';
import { startOrderSchedules } from './jobs';

/** Orders, their payments and their generated images (issue 3), as one route area. */
export async function ordersArea(app: FastifyInstance, ctx: AppContext): Promise<void> {
  definePayable('landing_page', landingPagePayable);
  await orderRoutes(app, ctx);
  await paymentRoutes(app, ctx);
  await paymentWebhookRoutes(app, ctx);
  await mediaRoutes(app, ctx);
  app.addHook('onReady', async () => {
    await startOrderSchedules(ctx);
  });
}
