import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '../../shared/contracts/errors';
import { z } from 'zod';
import type { AnalyticsDeps } from './deps';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser } from '../auth/user';
import { getOwnOrderTimes } from '../orders/service';
import {
  contactFormResponseSchema,
  dailyVisitsExportRequestSchema,
  demandRequestSchema,
  demandResponseSchema,
  pageVisitsResponseSchema,
  submissionsExportRequestSchema,
  trackingRequestSchema,
} from '../../shared/contracts/analytics';
import { pageVisits } from './page-visits';
import { allSubmissions, currentQuestions, submissionsPage } from './submissions';
import { demandCounts } from './demand';
import { dailyVisitorsAndLeads } from './daily';
import { csvFileName, dailyVisitsCsv, submissionsCsv } from './csv';
import { resolveWindow } from './window';

/** Error answers: the API's one `{ detail }` schema (the OpenAPI document refers to it). */
const errorSchema = errorResponseSchema;
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const csvBody = z.string().describe('text/csv; charset=utf-8, with a byte order mark');

/**
 * The founder's analytics (docs/product.md#api-calls POST /api/tracking, docs/architecture.md#visits-and-analytics), owner only: another user's
 * order or a missing one answers 404 with the same detail.
 */
export async function analyticsRoutes(app: FastifyInstance, ctx: AnalyticsDeps): Promise<void> {
  const live = ctx.live;

  await signedInRoutes(app, { tags: ['analytics'] }, (api) => {
    api.post(
      '/api/tracking',
      {
        schema: {
          summary: 'Visits (page_visits) or leads (contact_form) of one of your orders',
          description:
            'page_visits: totals, the previous period of equal length, daily (local days of `timezone`, zero days included), countries and cities. ' +
            'contact_form: one page of submissions (newest first) and the total. Dates are ISO 8601 instants; defaults are the order creation and now.',
          body: trackingRequestSchema,
          response: { 200: z.union([pageVisitsResponseSchema, contactFormResponseSchema]), ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        const order = await getOwnOrderTimes(ctx.db, signedInUser(request).id, body.order_id);
        const w = resolveWindow(body.filters, body.timezone, order.createdAt);
        if (body.tracking_type === 'contact_form') {
          return submissionsPage(ctx.db, order.id, w, body.limit, body.offset, body.lead_status, body.lead_quality);
        }
        // Acknowledged page views still in the inbox are moved into `visits` first: the founder
        // sees every view the beacon was told was stored.
        await ctx.visits.fresh();
        const [visits, currentVisitors] = await Promise.all([
          pageVisits(ctx.db, order.id, w, body.limit, undefined, { currentVisitors: 0 }),
          live.count(order.id),
        ]);
        return { ...visits, current_visitors: currentVisitors };
      },
    );

    api.post(
      '/api/tracking/demand',
      {
        schema: {
          summary: 'Visitors, leads and ad spend of a window: the Demand signal card',
          body: demandRequestSchema,
          response: { 200: demandResponseSchema, ...errors },
        },
      },
      async (request) => {
        const order = await getOwnOrderTimes(ctx.db, signedInUser(request).id, request.body.order_id);
        await ctx.visits.fresh();
        return demandCounts(
          ctx.db,
          order.id,
          resolveWindow(request.body.filters, request.body.timezone, order.createdAt),
        );
      },
    );

    api.post(
      '/api/tracking/export/contact_form',
      {
        schema: {
          summary: 'Every contact form submission of one of your orders, as CSV',
          body: submissionsExportRequestSchema,
          produces: ['text/csv'],
          response: { 200: csvBody, ...errors },
        },
      },
      async (request, reply) => {
        const order = await getOwnOrderTimes(ctx.db, signedInUser(request).id, request.body.order_id);
        const [rows, questions] = await Promise.all([
          allSubmissions(ctx.db, order.id),
          currentQuestions(ctx.db, order.id),
        ]);
        const csv = submissionsCsv(rows, questions);
        return sendCsv(reply, csv, csvFileName('leads', order.id));
      },
    );

    api.post(
      '/api/tracking/export/daily_visits',
      {
        schema: {
          summary: 'The daily visits of a window of one of your orders, as CSV',
          body: dailyVisitsExportRequestSchema,
          produces: ['text/csv'],
          response: { 200: csvBody, ...errors },
        },
      },
      async (request, reply) => {
        const order = await getOwnOrderTimes(ctx.db, signedInUser(request).id, request.body.order_id);
        const w = resolveWindow(request.body.filters, request.body.timezone, order.createdAt);
        await ctx.visits.fresh();
        // Only the daily series is used: no live count.
        const [visits, people] = await Promise.all([
          pageVisits(ctx.db, order.id, w, 1, undefined, { currentVisitors: 0 }),
          dailyVisitorsAndLeads(ctx.db, order.id, w),
        ]);
        return sendCsv(reply, dailyVisitsCsv(visits.aggregations.daily, people), csvFileName('daily-visits', order.id));
      },
    );
  });
}

function sendCsv(reply: import('fastify').FastifyReply, csv: string, fileName: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
