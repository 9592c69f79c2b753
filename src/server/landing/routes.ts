import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { CONTACT_TEXT } from '../../shared/contracts/leads';
import { landingPageRequestSchema, landingPageResponseSchema } from '../../shared/contracts/landing-page';
import { landingPageSchema } from '../../shared/contracts/landing';
import type { ContactState } from '../../landing/components/contactState';
import { LANDING_ASSET_PREFIX, loadLandingAssets, type LandingAssets } from './assets';
import { PageCache } from './page-cache';
import { findPublishedOrder } from './published';
import { renderLandingPage, renderNotFoundPage } from './render';
import { sendPage } from './send';

const orderParams = z.object({ orderId: z.string() });
// Campaign links carry utm_* and other parameters: anything else is accepted and ignored.
const pageQuery = z.object({ contact: z.string().optional() }).catchall(z.unknown());

/** The landing area: its assets, computed once per app (the built script may be absent in tests). */
export interface LandingArea {
  assets: LandingAssets;
}

export function createLandingArea(): LandingArea {
  return { assets: loadLandingAssets() };
}

let shared: LandingArea | null = null;
/** One landing area per process (assets are read from disk once). */
export function landingArea(): LandingArea {
  shared ??= createLandingArea();
  return shared;
}

function contactStateFromQuery(contact: string | undefined): ContactState {
  if (contact === 'sent') return { status: 'sent', message: CONTACT_TEXT.sent };
  if (contact === 'failed') return { status: 'failed', message: CONTACT_TEXT.failed };
  return { status: 'idle' };
}

/**
 * GET /p/{orderId}: the server-rendered landing page of an Active or Completed order (any other
 * id: the not-found page, 404). GET /p/assets/…: its script. POST /api/landing_page: its content.
 */
export async function landingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { assets } = landingArea();
  const pages = new PageCache();
  const notFoundPage = renderNotFoundPage(assets);
  if (!assets.script) ctx.log.warn('landing page script not built (run `npm run build`); pages are served without it');

  api.get(`${LANDING_ASSET_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!assets.script || file !== assets.script.fileName) throw notFound('No such asset');
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(assets.script.code);
  });

  api.get(
    '/p/:orderId',
    // Security headers and gzip come from sendPage (once per rendered page, not per request).
    { helmet: false, compress: false, schema: { hide: true, params: orderParams, querystring: pageQuery } },
    async (request, reply) => {
      const { orderId } = request.params;
      const order = await findPublishedOrder(ctx.db, orderId);
      if (!order) return sendPage(request, reply, notFoundPage, { status: 404 });
      const contact = contactStateFromQuery(request.query.contact);
      const render = () =>
        renderLandingPage({
          orderId: order.id,
          landingPage: order.landingPage,
          assets,
          publicUrl: ctx.config.PUBLIC_URL,
          contact,
        });
      if (contact.status !== 'idle') return sendPage(request, reply, render());
      const key = pages.keyOf(order.id, order.landingPage, new Date().getUTCFullYear());
      let page = pages.get(key);
      if (!page) {
        page = render();
        pages.set(key, page);
      }
      return sendPage(request, reply, page, { cacheable: true });
    },
  );

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
