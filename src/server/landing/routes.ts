import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LandingDeps } from './deps';
import { notFound } from '../http/errors';
import { landingPageRequestSchema, landingPageResponseSchema } from '../../shared/contracts/landing-page';
import { landingPageSchema } from '../../shared/contracts/landing';
import type { ContactState } from '../../landing/components/contactState';
import { LANDING_ASSET_PREFIX } from './assets';
import { findPublishedOrder, listLivePages } from './published';
import { isShareFile, shareFile } from './share-images';
import { toLandingView } from '../../landing/content';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { renderNotFoundPage } from './render';
import { preparePageSync, sendPage, sendPrepared, UNAVAILABLE_RETRY_AFTER_SECONDS } from './send';
import { renderUnavailablePage } from './unavailable';
import { visitorHash } from '../visitors/visitor';
import { applyVariant, variantIndex, type StoredVariant } from '../../shared/contracts/experiments';
import type { CachedPage } from './page-cache';
import type { PriceInterestState } from '../../landing/components/Pricing';

// Campaign links carry utm_* and other parameters: anything but `contact` is ignored, and so is a
// `contact` that is not one plain value. The page says the outcome in its own language.
function contactStateFromQuery(contact: unknown): ContactState {
  if (contact === 'sent') return { status: 'sent' };
  if (contact === 'failed') return { status: 'failed' };
  return { status: 'idle' };
}

/**
 * GET /p/{orderId}: the server-rendered landing page of an Active or Completed order (any other
 * id: the not-found page, 404; the database down and the page not kept in memory: 503, HTML).
 * GET /p/assets/…: its script. POST /api/landing_page: its content.
 */
export async function landingRoutes(app: FastifyInstance, ctx: LandingDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Built, started and stopped by the composition root (services.ts, landing/area.ts).
  const { assets, render, pages } = ctx.landing;
  // The visitor hash's daily salt, as the beacon's (src/server/visitors/visitor.ts): a visitor is
  // shown the variant their events are counted under.
  const salts = ctx.visitorSalts;
  const pick = (request: FastifyRequest, orderId: string, count: number, salt: string) =>
    variantIndex(visitorHash(salt, request.ip, request.headers['user-agent']?.trim() ?? '', orderId), count);
  /** Which of `count` variants this visitor sees today (the control when the salt cannot be read). */
  const variantOf = async (request: FastifyRequest, orderId: string, count: number): Promise<number> => {
    const now = new Date();
    try {
      return pick(request, orderId, count, salts.peek(now) ?? (await salts.saltFor(now)));
    } catch {
      return 0;
    }
  };
  const sendKept = async (request: FastifyRequest, reply: FastifyReply, entry: CachedPage) => {
    const variants = entry.variants;
    if (!variants) return sendPrepared(request, reply, entry.prepared, { cacheable: true });
    // The hot path: today's salt is in memory, no promise.
    const salt = salts.peek(new Date());
    const index =
      salt === undefined
        ? await variantOf(request, entry.orderId, variants.pages.length)
        : pick(request, entry.orderId, variants.pages.length, salt);
    return sendPrepared(request, reply, variants.pages[index]!, { cacheable: true });
  };
  // The fixed pages are compressed once, at start-up.
  const notFoundPage = preparePageSync(renderNotFoundPage(assets));
  const unavailablePage = preparePageSync(renderUnavailablePage(assets));
  const sendUnavailable = (request: FastifyRequest, reply: FastifyReply) =>
    sendPrepared(request, reply, unavailablePage, { status: 503, retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });
  if (!assets.script) ctx.log.warn('landing page script not built (run `npm run build`); pages are served without it');

  api.get(`${LANDING_ASSET_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!assets.script || file !== assets.script.fileName) throw notFound('No such asset');
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(assets.script.code);
  });

  // One logger for every page request instead of a child per request (as for the page-view
  // beacon): a visit to a published page is the hot path of ad traffic.
  let pageLog: FastifyBaseLogger | null = null;

  api.get(
    '/p/:orderId',
    {
      // Security headers and compression come from sendPrepared (once per published version).
      helmet: false,
      compress: false,
      decompress: false,
      // No "incoming request" / "request completed" lines per visit (the load balancer's access
      // log has them): warnings and errors are still logged.
      logLevel: 'warn',
      childLoggerFactory: (logger, _bindings, options) => (pageLog ??= logger.child({ route: '/p/:orderId' }, options)),
      // Read by hand, not by a schema: nothing in the path or the query can be refused (a page
      // answers HTML, never a JSON 400), and a visit skips the validation step.
      schema: { hide: true },
    },
    async (request, reply) => {
      const { orderId } = request.params as { orderId: string };
      const query = request.query as Record<string, unknown>;
      const contact = contactStateFromQuery(query.contact);
      // The price dialog's email form sent without JavaScript (docs/analytics.md#price-tests).
      const interest: PriceInterestState =
        query.interest === 'sent' ? 'sent' : query.interest === 'failed' ? 'failed' : 'idle';
      if (contact.status !== 'idle' || interest !== 'idle') {
        // A form result is shown once: rendered for this answer, never kept.
        const order = await pages.publishedOrder(orderId);
        if (order === 'unavailable') return sendUnavailable(request, reply);
        if (!order) return sendPrepared(request, reply, notFoundPage, { status: 404 });
        const variant: StoredVariant | null = order.experiment
          ? order.experiment[await variantOf(request, order.id, order.experiment.length)]!
          : null;
        const content = variant ? applyVariant(order.landingPage, variant) : order.landingPage;
        return sendPage(request, reply, render(order.id, content, new Date(), variant?.name, contact, interest));
      }
      const kept = pages.fresh(orderId);
      if (kept) return sendKept(request, reply, kept);
      const found = await pages.lookup(orderId);
      if (found.kind === 'unavailable') return sendUnavailable(request, reply);
      if (found.kind === 'missing') return sendPrepared(request, reply, notFoundPage, { status: 404 });
      return sendKept(request, reply, found.entry);
    },
  );

  // The page's share image and favicons (linked from its <head>: landing/seo.ts), drawn from its
  // stored content and kept per content version; cached by browsers and link previews for an hour.
  const drawn = new LRUCache<string, { type: string; bytes: Buffer }>({ max: 300 });
  api.get('/p/:orderId/:file', { schema: { hide: true } }, async (request, reply) => {
    const { orderId, file } = request.params as { orderId: string; file: string };
    if (!isShareFile(file)) throw notFound('No such file');
    const order = await findPublishedOrder(ctx.db, orderId);
    if (!order) throw notFound('No published landing page with this id');
    const version = createHash('sha1').update(JSON.stringify(order.landingPage)).digest('base64url');
    const key = `${order.id}/${file}/${version}`;
    let image = drawn.get(key);
    if (!image) {
      image = await shareFile(ctx.db, toLandingView(order.id, order.landingPage), file);
      drawn.set(key, image);
    }
    const etag = `"${version}"`;
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(image.type).send(image.bytes);
  });

  // For search engines: the live landing pages may be indexed, the API and shared reports not.
  api.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /r/',
      'Disallow: /digest/',
      'Disallow: /media/',
      `Sitemap: ${ctx.config.PUBLIC_URL}/sitemap.xml`,
      '',
    ];
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });

  api.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pages = await listLivePages(ctx.db);
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const urls = [
      `<url><loc>${esc(ctx.config.PUBLIC_URL)}/</loc></url>`,
      ...pages.map(
        (p) =>
          `<url><loc>${esc(`${ctx.config.PUBLIC_URL}/p/${encodeURIComponent(p.id)}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .header('cache-control', 'public, max-age=900')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  api.post(
    '/api/landing_page',
    {
      schema: {
        tags: ['landing'],
        summary: "A published landing page's content, for the dashboard preview (public; not counted as a visit)",
        body: landingPageRequestSchema,
        response: { 200: landingPageResponseSchema },
      },
    },
    async (request) => {
      const order = await findPublishedOrder(ctx.db, request.body.order_id);
      const parsed = order ? landingPageSchema.safeParse(order.landingPage) : null;
      if (!order || !parsed?.success) throw notFound('No published landing page with this id');
      return { landing_page: parsed.data };
    },
  );
}
