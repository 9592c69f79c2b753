import { createHash } from 'node:crypto';
import { errorResponseSchema } from '../../shared/contracts/errors';
import { newReportShareToken, newUnsubscribeToken } from '../ids';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportDeps } from './deps';
import { orders, reportDigests, reportShares } from '../db/schema';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser } from '../auth/user';
import { getOwnOrderTimes } from '../orders/service';
import { timeZoneSchema } from '../../shared/contracts/analytics';
import {
  digestRequestSchema,
  digestResponseSchema,
  REPORT_MAX_QUOTES,
  reportRevokeResponseSchema,
  reportShareRequestSchema,
  reportShareResponseSchema,
} from '../../shared/contracts/report';
import { notFound, rateLimited } from '../http/errors';
import { perUserRateLimit } from '../http/rate-limit';
import { buildReport } from './data';
import { renderReportHtml, REPORT_CSP } from './html';
import { reportShareMeta, reportSharePng } from './share';

/** Error answers: the API's one `{ detail }` schema (the OpenAPI document refers to it). */
const errorSchema = errorResponseSchema;
/** The wait a founder is told when their PDFs in the making are at the cap. */
const PDF_BUSY_RETRY_SECONDS = 5;
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const params = z.object({ id: z.string().max(100) });

/** The SHA-256 of a link's token: what is stored and looked up (a leaked table holds no working link). */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const PAGE_HEAD = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">`;

const NOT_FOUND_PAGE = `${PAGE_HEAD('Report not found')}<h1>Report not found</h1><p>This link does not exist or its owner stopped sharing it.</p></body></html>`;

const UNSUBSCRIBED_PAGE = `${PAGE_HEAD('Weekly email turned off')}<h1>Weekly email turned off</h1><p>You will get no more weekly emails for this page. You can turn them on again on its dashboard.</p></body></html>`;

/** The page an unsubscribe link opens (GET): nothing changes until its button POSTs back to the same link. */
const UNSUBSCRIBE_CONFIRM_PAGE = `${PAGE_HEAD('Turn off the weekly email?')}<h1>Turn off the weekly email?</h1><p>You will get no more weekly emails for this page. You can turn them on again on its dashboard.</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;padding:.5rem 1rem">Turn off the weekly email</button></form></body></html>`;

/** The confirmation page may post its form to itself, nothing else (the report pages post nothing). */
const UNSUBSCRIBE_CSP = REPORT_CSP.replace("form-action 'none'", "form-action 'self'");

/** The bodies RFC 8058 allows for a one-click unsubscribe (and a browser's form sends). */
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

function sendHtml(reply: FastifyReply, status: number, html: string, csp = REPORT_CSP) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * The decision report (docs/analytics.md#the-decision-report): share it by an unguessable link,
 * revoke every link of an order, read it signed out by its link, or download it as PDF (owner only).
 */
export async function reportRoutes(app: FastifyInstance, ctx: ReportDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** PDFs in the making in this process, per founder (REPORT_PDF_CONCURRENT). */
  const pdfsInMaking = new Map<string, number>();

  await signedInRoutes(app, { tags: ['report'] }, (signedIn) => {
    signedIn.post(
      '/api/orders/:id/share',
      {
        schema: {
          summary: 'Make a public link to the decision report of one of your orders',
          description: `The link is shown once (only its hash is stored). \`quote\`: up to ${REPORT_MAX_QUOTES} of the order's leads whose answers the report quotes; never a name, email or message.`,
          params,
          body: reportShareRequestSchema,
          response: { 201: reportShareResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const order = await getOwnOrderTimes(ctx.db, signedInUser(request).id, request.params.id);
        const token = newReportShareToken();
        await ctx.db.insert(reportShares).values({
          orderId: order.id,
          tokenHash: tokenHash(token),
          quotedLeadIds: [...new Set(request.body.quote)],
          timezone: request.body.timezone,
        });
        return reply.code(201).send({ url: `${ctx.config.PUBLIC_URL}/r/${token}` });
      },
    );

    signedIn.delete(
      '/api/orders/:id/share',
      {
        schema: {
          summary: 'Stop sharing: every public link to this order’s report answers 404 from now on',
          params,
          response: { 200: reportRevokeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const order = await getOwnOrderTimes(ctx.db, signedInUser(request).id, request.params.id);
        const gone = await ctx.db
          .delete(reportShares)
          .where(eq(reportShares.orderId, order.id))
          .returning({ id: reportShares.id });
        return { revoked: gone.length };
      },
    );

    signedIn.get(
      '/api/orders/:id/report.pdf',
      {
        // A PDF costs the server far more than a page: counted per founder per hour (shared by
        // every process), and at most REPORT_PDF_CONCURRENT of one founder's are made at once.
        config: {
          rateLimit: perUserRateLimit('report-pdfs', ctx.config.REPORT_PDF_RATE_LIMIT_PER_HOUR, 'PDF reports'),
        },
        schema: {
          summary: 'The decision report of one of your orders as PDF',
          description: '`quote`: comma-separated ids of leads whose answers to quote (none by default).',
          params,
          querystring: z.object({ quote: z.string().max(400).optional(), timezone: timeZoneSchema.default('UTC') }),
          produces: ['application/pdf'],
          response: {
            200: z.any().describe('The decision report, a PDF file (attachment)'),
            ...errors,
            429: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const founder = signedInUser(request).id;
        const making = pdfsInMaking.get(founder) ?? 0;
        if (making >= ctx.config.REPORT_PDF_CONCURRENT) {
          throw rateLimited(
            `At most ${ctx.config.REPORT_PDF_CONCURRENT} of your PDF reports are made at once. Try again in a few seconds.`,
            PDF_BUSY_RETRY_SECONDS,
          );
        }
        pdfsInMaking.set(founder, making + 1);
        try {
          return await sendReportPdf(founder, request.params.id, request.query, reply);
        } finally {
          const left = (pdfsInMaking.get(founder) ?? 1) - 1;
          if (left > 0) pdfsInMaking.set(founder, left);
          else pdfsInMaking.delete(founder);
        }
      },
    );

    const sendReportPdf = async (
      founder: string,
      orderId: string,
      query: { quote?: string; timezone: string },
      reply: FastifyReply,
    ) => {
      const order = await getOwnOrderTimes(ctx.db, founder, orderId);
      const quote = (query.quote ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => z.string().uuid().safeParse(s).success)
        .slice(0, REPORT_MAX_QUOTES);
      await ctx.visits.fresh();
      const model = await buildReport(ctx.db, order.id, { quote, timeZone: query.timezone });
      // Drawn on a worker thread, off the event loop (report/pdf-pool.ts).
      const pdf = await ctx.pdfs.render(model!);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="report-${order.id.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    };

    const digestOf = async (orderId: string) => {
      const [row] = await ctx.db
        .select({ timezone: reportDigests.timezone })
        .from(reportDigests)
        .where(eq(reportDigests.orderId, orderId));
      return { enabled: Boolean(row), timezone: row?.timezone ?? null };
    };

    signedIn.get(
      '/api/orders/:id/digest',
      {
        schema: {
          summary: 'Whether the weekly digest email of one of your pages is on',
          params,
          response: { 200: digestResponseSchema, ...errors },
        },
      },
      async (request) => {
        const order = await getOwnOrderTimes(ctx.db, signedInUser(request).id, request.params.id);
        return digestOf(order.id);
      },
    );

    signedIn.put(
      '/api/orders/:id/digest',
      {
        schema: {
          summary: 'Turn the weekly digest email of one of your pages on (Monday mornings in `timezone`) or off',
          params,
          body: digestRequestSchema,
          response: { 200: digestResponseSchema, ...errors },
        },
      },
      async (request) => {
        const order = await getOwnOrderTimes(ctx.db, signedInUser(request).id, request.params.id);
        if (!request.body.enabled) {
          await ctx.db.delete(reportDigests).where(eq(reportDigests.orderId, order.id));
        } else {
          await ctx.db
            .insert(reportDigests)
            .values({ orderId: order.id, timezone: request.body.timezone, unsubscribeToken: newUnsubscribeToken() })
            .onConflictDoUpdate({ target: reportDigests.orderId, set: { timezone: request.body.timezone } });
        }
        return digestOf(order.id);
      },
    );
  });

  // The digest's unsubscribe link (no sign-in: the link is the key, and it can only turn the digest
  // off). Opening it (GET, and HEAD, which Fastify answers from the GET route) changes nothing: mail
  // scanners and link previews open links. It shows a confirmation whose button POSTs back; a
  // mail client's one-click unsubscribe (RFC 8058, the email's List-Unsubscribe-Post) POSTs too.
  const unsubscribeParams = z.object({ token: z.string().max(200) });
  api.get(
    '/digest/unsubscribe/:token',
    { schema: { hide: true, params: unsubscribeParams } },
    async (_request, reply) => sendHtml(reply, 200, UNSUBSCRIBE_CONFIRM_PAGE, UNSUBSCRIBE_CSP),
  );
  await app.register(async (scope) => {
    // RFC 8058's body is `List-Unsubscribe=One-Click`; the confirmation's form sends the same. The
    // body is not needed to act (the link is the key), so it is read and dropped.
    for (const type of FORM_CONTENT_TYPES) {
      if (scope.hasContentTypeParser(type)) continue;
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
    }
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/digest/unsubscribe/:token',
        { bodyLimit: 1024, schema: { hide: true, params: unsubscribeParams } },
        async (request, reply) => {
          await ctx.db.delete(reportDigests).where(eq(reportDigests.unsubscribeToken, request.params.token));
          return sendHtml(reply, 200, UNSUBSCRIBED_PAGE);
        },
      );
  });

  const findShared = async (token: string) => {
    const [share] = await ctx.db
      .select({ orderId: reportShares.orderId, quote: reportShares.quotedLeadIds, timezone: reportShares.timezone })
      .from(reportShares)
      .innerJoin(orders, eq(orders.id, reportShares.orderId))
      .where(and(eq(reportShares.tokenHash, tokenHash(token)), isNull(orders.deletedAt)));
    if (!share) return null;
    await ctx.visits.fresh();
    return buildReport(ctx.db, share.orderId, { quote: share.quote, timeZone: share.timezone });
  };
  const tokenParams = z.object({ token: z.string().max(200) });

  api.get('/r/:token', { schema: { hide: true, params: tokenParams } }, async (request, reply) => {
    const model = await findShared(request.params.token);
    if (!model) return sendHtml(reply, 404, NOT_FOUND_PAGE);
    const url = `${ctx.config.PUBLIC_URL}/r/${encodeURIComponent(request.params.token)}`;
    return sendHtml(reply, 200, renderReportHtml(model, reportShareMeta(model, url)));
  });

  // The shared report's link preview image (og:image): its name, numbers and verdict. Whoever
  // holds the link may see it, as the page; not cached by shared caches.
  api.get('/r/:token/og.png', { schema: { hide: true, params: tokenParams } }, async (request, reply) => {
    const model = await findShared(request.params.token);
    if (!model) throw notFound('Report not found');
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('x-robots-tag', 'noindex')
      .header('x-content-type-options', 'nosniff')
      .type('image/png')
      .send(await reportSharePng(model));
  });
}
