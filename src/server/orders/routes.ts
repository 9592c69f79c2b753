import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/errors';
import {
  deleteOrderResponseSchema,
  listOrdersQuerySchema,
  listOrdersResponseSchema,
  orderIdParamsSchema,
  orderPriceSchema,
  orderRemovalSchema,
  orderSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  updateOrderBodySchema,
} from '../../shared/contracts/orders';
import type { OrdersDeps } from './deps';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser as userOf } from '../auth/user';
import { perUserRateLimit } from '../http/rate-limit';
import { ORDER_CURRENCY, ORDER_PRICE_MINOR } from '../../shared/orders/price';
import { DUE_DAYS } from '../../shared/orders/dates';
import { getOwnOrder, listOrders, paidWith, placeOrder, updateOrderIdea } from './service';
import { removalImpact, removeOrderStoppingCampaigns } from './removal';
import { toOrder, toOrderSummary } from './serialize';

/** docs/product.md#api-calls order calls: GET /orders, GET /api/order/{id}, POST /place-order, DELETE /orders/{id}; plus edit. */
export async function orderRoutes(app: FastifyInstance, ctx: OrdersDeps): Promise<void> {
  await signedInRoutes(app, { tags: ['orders'] }, (r) => {
    r.get(
      '/orders',
      {
        schema: {
          summary: "One page of the caller's orders: searched by title or status, sorted and paged by the server",
          querystring: listOrdersQuerySchema,
          response: { 200: listOrdersResponseSchema },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const { rows, total } = await listOrders(
          ctx.db,
          userOf(request).id,
          {
            search: q.search,
            sort: q.sort,
            dir: q.dir,
            page: q.page,
            pageSize: q.page_size,
          },
          ctx.ideaDemand,
        );
        reply.header('cache-control', 'no-store');
        return { orders: rows.map(toOrderSummary), total, page: q.page, page_size: q.page_size };
      },
    );

    r.get(
      '/api/orders/price',
      {
        schema: {
          summary: 'What an order costs and buys (the price POST /place-order charges)',
          response: { 200: orderPriceSchema },
        },
      },
      async () => ({ amount_minor: ORDER_PRICE_MINOR, currency: ORDER_CURRENCY, validation_days: DUE_DAYS }),
    );

    r.get(
      '/api/order/:id/removal',
      {
        schema: {
          summary:
            'What deleting the order does: page offline, leads no longer shown, campaigns stopped, or why not now',
          params: orderIdParamsSchema,
          response: { 200: orderRemovalSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return removalImpact(ctx.db, userOf(request).id, request.params.id);
      },
    );

    r.get(
      '/api/order/:id',
      {
        schema: {
          summary: 'One order with its landing page content (once generated)',
          params: orderIdParamsSchema,
          response: { 200: orderSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const order = await getOwnOrder(ctx.db, userOf(request).id, request.params.id);
        return toOrder(order, order.paidAt ? await paidWith(ctx.db, order.id) : null);
      },
    );

    r.post(
      '/place-order',
      {
        config: { rateLimit: perUserRateLimit('orders', ctx.config.ORDER_RATE_LIMIT_PER_HOUR, 'orders') },
        schema: {
          summary: 'Place an order for a business idea (priced by the server: 99)',
          body: placeOrderBodySchema,
          response: { 201: placeOrderResponseSchema },
        },
      },
      async (request, reply) => {
        const row = await placeOrder(ctx.db, userOf(request).id, request.body.business_idea);
        request.log.info({ orderId: row.id }, 'order placed');
        return reply.status(201).send({ order_id: row.id });
      },
    );

    r.put(
      '/api/order/:id',
      {
        schema: {
          summary: 'Edit the answers while the order is still Payment Required (409 once paid)',
          params: orderIdParamsSchema,
          body: updateOrderBodySchema,
          response: { 200: orderSchema, ...errorResponses('conflict') },
        },
      },
      async (request) =>
        toOrder(await updateOrderIdea(ctx.db, userOf(request).id, request.params.id, request.body.business_idea)),
    );

    r.delete(
      '/orders/:id',
      {
        schema: {
          summary:
            'Remove an order from the lists (kept, with its payments and leads): the page goes offline and Active ad ' +
            'campaigns are stopped through the ads provider; 409 while a campaign is being launched, 502 if a stop fails',
          params: orderIdParamsSchema,
          response: { 200: deleteOrderResponseSchema, ...errorResponses('conflict', 'upstream_unavailable') },
        },
      },
      async (request) => {
        await removeOrderStoppingCampaigns(ctx, userOf(request).id, request.params.id);
        return { order_id: request.params.id, deleted: true as const };
      },
    );
  });
}
