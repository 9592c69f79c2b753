import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/errors';
import type { CampaignsDeps } from './deps';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser } from '../auth/user';
import { perUserRateLimit } from '../http/rate-limit';
import {
  campaignDefaultsResponseSchema,
  createAdCampaignBodySchema,
  createAdCampaignResponseSchema,
  getAdCampaignsResponseSchema,
  getAdContentBodySchema,
  getAdContentResponseSchema,
  orderRefBodySchema,
  updateAdContentBodySchema,
  updateAdContentResponseSchema,
} from '../../shared/contracts/campaigns';
import { CAMPAIGN_MESSAGES } from '../../shared/campaigns/messages';
import { createCampaign, listCampaigns, orderAdFacts, ownCampaign, updateAdContent } from './service';
import { toAdCampaign, toAdContent } from './serialize';
import { metricsTotals } from './metrics';
import { campaignDefaults } from './defaults';

/** docs/product.md#api-calls ad campaign calls; owner-only (another user's order answers 404). */
export async function campaignRoutes(app: FastifyInstance, ctx: CampaignsDeps): Promise<void> {
  await signedInRoutes(app, { tags: ['campaigns'] }, (r) => {
    r.post(
      '/api/get_ad_campaigns',
      {
        schema: {
          summary: "An order's ad campaigns, oldest first, with their reported figures",
          description:
            '`metrics` sums the impressions, clicks and cost stored per day by the scheduled figures job (null ' +
            'before the first report); `metrics_source` says who reported them: "sandbox" figures are simulated.',
          body: orderRefBodySchema,
          response: { 200: getAdCampaignsResponseSchema },
        },
      },
      async (request) => {
        const rows = await listCampaigns(ctx.db, signedInUser(request).id, request.body.order_id);
        // Reported figures are read as stored by the metrics job; this call never asks the provider.
        const metrics = await metricsTotals(
          ctx.db,
          rows.map((r) => r.id),
        );
        return { ad_campaigns: rows.map((r) => toAdCampaign(r, metrics.get(r.id))) };
      },
    );

    r.post(
      '/api/get_campaign_defaults',
      {
        schema: {
          summary: "Where a new campaign's locations start: the places the order's answers name",
          description:
            'A city or state the answers name gives its Google Ads geo target; a city outside India gives its ' +
            'country (the geo data has nothing finer there); answers that name no place give the default country. ' +
            '`note` is the sentence the campaign form shows under the locations. Owner only (404 otherwise).',
          body: orderRefBodySchema,
          response: { 200: campaignDefaultsResponseSchema },
        },
      },
      async (request) => campaignDefaults(ctx, signedInUser(request).id, request.body.order_id),
    );

    r.post(
      '/api/create_ad_campaign',
      {
        config: { rateLimit: perUserRateLimit('campaigns', ctx.config.CAMPAIGN_RATE_LIMIT_PER_HOUR, 'ad campaigns') },
        schema: {
          summary: 'Create a Google Ad campaign (Draft while its ad content is generated)',
          body: createAdCampaignBodySchema,
          response: { 201: createAdCampaignResponseSchema, ...errorResponses('conflict') },
        },
      },
      async (request, reply) => {
        const row = await createCampaign(ctx, signedInUser(request).id, request.body);
        return reply.status(201).send({ message: CAMPAIGN_MESSAGES.created, ad_campaign: toAdCampaign(row) });
      },
    );

    r.post(
      '/api/get_ad_content',
      {
        schema: {
          summary: "A campaign's generated ad content (null while it is still Draft)",
          body: getAdContentBodySchema,
          response: { 200: getAdContentResponseSchema },
        },
      },
      async (request) => {
        const row = await ownCampaign(
          ctx.db,
          signedInUser(request).id,
          request.body.order_id,
          request.body.campaign_name,
        );
        const facts = await orderAdFacts(ctx.db, signedInUser(request).id, request.body.order_id);
        return { ad_content: toAdContent(row, facts) };
      },
    );

    r.post(
      '/api/update_ad_content',
      {
        schema: {
          summary: "Replace a campaign's ad copy before it is paid for (Google's limits and editorial rules apply)",
          description:
            'Owner only (404 otherwise). 409 once the campaign is paid for (Under Processing, Active, Completed) ' +
            'or while its content is still being written; 400 naming each field that breaks a rule ' +
            '(and the Google policy it breaks: Editorial, Misrepresentation, Trademarks). ' +
            'The ad images are drawn again from the new texts. `business_name` omitted keeps the current one.',
          body: updateAdContentBodySchema,
          response: { 200: updateAdContentResponseSchema, ...errorResponses('conflict') },
        },
      },
      async (request) => {
        const row = await updateAdContent(ctx, signedInUser(request).id, request.body);
        const facts = await orderAdFacts(ctx.db, signedInUser(request).id, request.body.order_id);
        return { message: CAMPAIGN_MESSAGES.copySaved, ad_content: toAdContent(row, facts)! };
      },
    );
  });
}
