import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { makeRequireUser } from '../auth/guard';
import {
  createAdCampaignBodySchema,
  createAdCampaignResponseSchema,
  getAdCampaignsResponseSchema,
  getAdContentBodySchema,
  getAdContentResponseSchema,
  orderRefBodySchema,
} from '../../shared/contracts/campaigns';
import { CAMPAIGN_MESSAGES } from '../../shared/campaigns/messages';
import { createCampaign, listCampaigns, ownCampaign } from './service';
import { resumeStalled } from './resume';
import { toAdCampaign, toAdContent } from './serialize';

/** SPEC §7 ad campaign calls; owner-only (another user's order answers 404). */
export async function campaignRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = makeRequireUser(ctx.auth);
  const security = [{ bearer: [] }];
  const tags = ['campaigns'];

  r.post(
    '/api/get_ad_campaigns',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "An order's ad campaigns, oldest first",
        body: orderRefBodySchema,
        response: { 200: getAdCampaignsResponseSchema },
      },
    },
    async (request) => {
      let rows = await listCampaigns(ctx.db, request.user!.id, request.body.order_id);
      if (await resumeStalled(ctx, rows)) rows = await listCampaigns(ctx.db, request.user!.id, request.body.order_id);
      return { ad_campaigns: rows.map(toAdCampaign) };
    },
  );

  r.post(
    '/api/create_ad_campaign',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Create a Google Ad campaign (Draft while its ad content is generated)',
        body: createAdCampaignBodySchema,
        response: { 201: createAdCampaignResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await createCampaign(ctx, request.user!.id, request.body);
      return reply.status(201).send({ message: CAMPAIGN_MESSAGES.created, ad_campaign: toAdCampaign(row) });
    },
  );

  r.post(
    '/api/get_ad_content',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "A campaign's generated ad content (null while it is still Draft)",
        body: getAdContentBodySchema,
        response: { 200: getAdContentResponseSchema },
      },
    },
    async (request) => {
      const row = await ownCampaign(ctx.db, request.user!.id, request.body.order_id, request.body.campaign_name);
      return { ad_content: toAdContent(row) };
    },
  );
}
