import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '../../shared/contracts/site';
import type { SiteDeps } from './deps';
import { notFound } from '../http/errors';
import { appFaviconIco, appIconSvg } from './favicon';

/** Public site details for the Contact Us page (no sign-in needed). */
export async function siteRoutes(app: FastifyInstance, ctx: SiteDeps): Promise<void> {
  const { MERCHANT_NAME, MERCHANT_EMAIL, MERCHANT_PHONE, MERCHANT_ADDRESS } = ctx.config;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Merchant contact details',
        description: 'Public. The details shown on the Contact Us page, from the MERCHANT_* settings.',
        response: { 200: siteInfoSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { name: MERCHANT_NAME, email: MERCHANT_EMAIL, phone: MERCHANT_PHONE, address: MERCHANT_ADDRESS };
    },
  );

  // Browsers ask for /favicon.ico whatever the page links: the app's icon, drawn once.
  let ico: Promise<Buffer> | null = null;
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => {
    const svg = appIconSvg();
    if (!svg) throw notFound('No icon');
    ico ??= appFaviconIco(svg);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/x-icon')
      .send(await ico);
  });
}
