import { randomBytes } from 'node:crypto';
import type { Composition } from '../../../src/server/services';
import { adCampaigns, orders } from '../../../src/server/db/schema';
import { normaliseIdea } from '../../../src/shared/orders/answers';
import type { LandingPage } from '../../../src/shared/contracts/landing';

const IDEA = [
  'Farm-fresh vegetables delivered in Pune',
  'We connect local farmers with apartment residents through a weekly subscription box.',
  'Harvested the morning of delivery, zero cold storage',
  'How often would you order fresh vegetables?',
];

/**
 * The landing page of IDEA, as an Active order has one: the ad's final URL must answer and carry
 * enough of the founder's own content (src/shared/campaigns/policy.ts) before a campaign is paid for.
 */
export function vegetablePage(): LandingPage {
  const card = (heading: string, description: string) => ({ heading, description, image_url: '' });
  const service = (heading: string, description: string) => ({ heading, description, font_awesome_icon: 'fa-leaf' });
  return {
    seo_content: {
      business_name: 'Green Cart',
      title: 'Farm-fresh vegetables delivered in Pune',
      header: 'Farm-fresh vegetables delivered in Pune',
      subheader: 'Harvested the morning of delivery, zero cold storage',
      about_us: {
        paragraph:
          'We connect local farmers with apartment residents through a weekly subscription box of vegetables picked that morning.',
        point1: 'Harvested the morning of delivery',
        point2: 'Zero cold storage',
        point3: 'From farms around Pune',
      },
      why_us: {
        point1: card('Picked at dawn', 'Farmers harvest your box the morning it is delivered.'),
        point2: card('', ''),
        point3: card('', ''),
        point4: card('', ''),
      },
      services: {
        service1: service('Weekly box', 'A box of seasonal vegetables every week.'),
        service2: service('', ''),
        service3: service('', ''),
        service4: service('', ''),
        service5: service('', ''),
        service6: service('', ''),
      },
      main_image_url: '',
      bg_image_url: '',
      theme_colour: '#2f855a',
      heavy_description: '',
    },
    questions: { num_questions: 0 } as LandingPage['questions'],
  };
}

/** Insert an order row for `userId` directly (the orders area's own flow is tested there); its page: `vegetablePage()` unless given (null: none). */
export async function insertOrder(
  ctx: Composition,
  userId: string,
  options: { status?: string; landingPage?: LandingPage | null; idea?: readonly string[] } = {},
): Promise<string> {
  const id = randomBytes(8).toString('hex');
  const now = new Date();
  await ctx.db.insert(orders).values({
    id,
    userId,
    businessIdea: normaliseIdea([...(options.idea ?? IDEA)]),
    title: (options.idea ?? IDEA)[0]!,
    amountMinor: 9900,
    currency: 'INR',
    status: options.status ?? 'Active',
    createdAt: now,
    dueAt: new Date(now.getTime() + 7 * 86_400_000),
    landingPage: options.landingPage === undefined ? vegetablePage() : options.landingPage,
  });
  return id;
}

export function campaignBody(orderId: string, patch: Record<string, unknown> = {}) {
  return {
    order_id: orderId,
    campaign_name: `${orderId}_C1`,
    business_name: 'Green Cart',
    budget: 5000,
    duration: 7,
    target_locations: ['2356'],
    status: 'Draft',
    ...patch,
  };
}

export async function campaignCount(ctx: Composition): Promise<number> {
  return (await ctx.db.select({ id: adCampaigns.id }).from(adCampaigns)).length;
}
