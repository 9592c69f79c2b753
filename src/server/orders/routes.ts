import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteOrderResponseSchema,
  listOrdersQuerySchema,
  listOrdersResponseSchema,
  orderIdParamsSchema,
  orderSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  updateOrderBodySchema,
} from '../../shared/contracts/orders';
import type { AppContext } from '../context';
import { makeRequireUser, type AuthUser } from '../auth/guard';
import { getOwnOrder, listOrders, paidWith, placeOrder, removeOrder, updateOrderIdea } from './service';
import { toOrder, toOrderSummary } from './serialize';

const userOf = (request: FastifyRequest): AuthUser => request.user!;

/** SPEC §7 order calls: GET /orders, GET /api/order/{id}, POST /place-order, DELETE /orders/{id}; plus edit. */
export async function orderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = makeRequireUser(ctx.auth);
  const security = [{ bearer: [] }];
  const tags = ['orders'];

  r.get(
    '/orders',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "One page of the caller's orders: searched by title or status, sorted and paged by the server",
        querystring: listOrdersQuerySchema,
        response: { 200: listOrdersResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listOrders(ctx.db, userOf(request).id, {
        search: q.search,
        sort: q.sort,
        dir: q.dir,
        page: q.page,
        pageSize: q.page_size,
      });
      reply.header('cache-control', 'no-store');
      return { orders: rows.map(toOrderSummary), total, page: q.page, page_size: q.page_size };
    },
  );

  r.get(
    '/api/order/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
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
      preHandler,
      schema: {
        tags,
        security,
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
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Edit the answers while the order is still Payment Required (409 once paid)',
        params: orderIdParamsSchema,
        body: updateOrderBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      toOrder(await updateOrderIdea(ctx.db, userOf(request).id, request.params.id, request.body.business_idea)),
  );

  r.delete(
    '/orders/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove an order from the lists (it is kept, with its payments)',
        params: orderIdParamsSchema,
        response: { 200: deleteOrderResponseSchema },
      },
    },
    async (request) => {
      await removeOrder(ctx.db, userOf(request).id, request.params.id);
      return { order_id: request.params.id, deleted: true as const };
    },
  );
}
