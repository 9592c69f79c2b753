import { newCampaignId } from '../ids';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CampaignsDeps } from './deps';
import { hasDatabaseCode, type Db } from '../db/client';
import { adCampaigns, orders } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { storePng } from '../media/store';
import type { CreateAdCampaignBody, UpdateAdContentBody } from '../../shared/contracts/campaigns';
import { AD_IMAGE_SIZES } from '../../shared/campaigns/ad-limits';
import { adCopyIssues, adIssueText } from '../../shared/campaigns/editorial';
import { pageWordsOf } from '../../shared/campaigns/ad-strength';
import { landingPagePolicyFindings, type PolicyEvidence, type PolicyFinding } from '../../shared/campaigns/policy';
import { CAMPAIGN_MESSAGES } from '../../shared/campaigns/messages';
import { CAMPAIGN_CURRENCY } from '../../shared/campaigns/rules';
import { COPY_EDITABLE_STATUSES, type CampaignStatus } from '../../shared/campaigns/status';
import { isLive } from '../../shared/orders/status';
import { ideaAnswersFrom } from '../../shared/orders/answers';
import type { CampaignRow } from './serialize';
import { resolveTargets } from './targets';
import { enqueueGeneration } from './enqueue';
import { AD_IMAGE_KINDS, renderAdImages } from './content/images';
import { readAdContent } from './content/stored';
import type { StoredAdContent } from '../db/schema';
import { toMinor } from '../../shared/money';

type OrderRow = typeof orders.$inferSelect;

/** An order can hold this many campaigns (a guard against runaway clients, far above real use). */
const MAX_CAMPAIGNS_PER_ORDER = 50;

/** Campaign ids are random and unguessable (96 bits). */

/** The caller's visible order, or 404 (missing, removed and someone else's look the same). */
export async function ownOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.deletedAt)));
  if (!row) throw notFound(`No order data found for ID: ${orderId}`);
  return row;
}

/** The founder's answers as the policy check's evidence for a claim ("guaranteed" with its terms). */
function policyEvidenceOf(order: Pick<OrderRow, 'businessIdea'>): PolicyEvidence {
  return { answers: order.businessIdea.map((a) => a.answer) };
}

/**
 * The landing page's policy findings, from what the server knows of the page rather than a
 * request to it: /p/{orderId} answers 200 while the order is Active or Completed, not removed,
 * and has a stored page (src/server/landing/published.ts).
 */
function landingFindingsOf(order: Pick<OrderRow, 'status' | 'deletedAt' | 'landingPage'>): PolicyFinding[] {
  const seo = order.landingPage?.seo_content ?? null;
  return landingPagePolicyFindings({ seo, live: isLive(order.status) && !order.deletedAt && seo !== null });
}

/** What the ad content carries of its order: the strength meter's words and the policy check's evidence and page findings. */
export interface AdOrderFacts {
  /** The words that say something in the answers (idea, solution, unique feature): the strength meter's `answer_words`. */
  answerWords: string[];
  /** The answers, the policy check's evidence. */
  claimEvidence: string[];
  /** The landing page's policy findings. */
  pageFindings: PolicyFinding[];
}

/** `AdOrderFacts` of the caller's order (404 when it is not theirs). */
export async function orderAdFacts(db: Db, userId: string, orderId: string): Promise<AdOrderFacts> {
  const order = await ownOrder(db, userId, orderId);
  const answers = ideaAnswersFrom(order.businessIdea);
  return {
    answerWords: pageWordsOf([answers.idea, answers.solution, answers.feature]),
    claimEvidence: [...policyEvidenceOf(order).answers],
    pageFindings: landingFindingsOf(order),
  };
}

/**
 * Why Google would refuse this ad, as the review dialog says it: every problem of the stored
 * copy (limits and policy findings, with the founder's answers as evidence) and of its landing
 * page, each with the policy it names. Empty when the ad may be paid for.
 */
export function adPolicyProblems(order: OrderRow, content: StoredAdContent): string[] {
  const copy = adCopyIssues(
    {
      business_name: content.businessName,
      headlines: content.headlines,
      long_headlines: content.longHeadlines,
      descriptions: content.descriptions,
    },
    policyEvidenceOf(order),
  );
  return [...copy, ...landingFindingsOf(order)].map(adIssueText);
}

/** The caller's campaign by order and name, or 404. */
export async function ownCampaign(db: Db, userId: string, orderId: string, name: string): Promise<CampaignRow> {
  await ownOrder(db, userId, orderId);
  const [row] = await db
    .select()
    .from(adCampaigns)
    .where(and(eq(adCampaigns.orderId, orderId), eq(adCampaigns.campaignName, name), eq(adCampaigns.userId, userId)));
  if (!row) throw notFound(`No ad campaign named ${name} for this order`);
  return row;
}

export async function listCampaigns(db: Db, userId: string, orderId: string): Promise<CampaignRow[]> {
  await ownOrder(db, userId, orderId);
  return db
    .select()
    .from(adCampaigns)
    .where(and(eq(adCampaigns.orderId, orderId), eq(adCampaigns.userId, userId)))
    .orderBy(asc(adCampaigns.createdAt), asc(adCampaigns.id));
}

/**
 * Create a Draft campaign for the caller's live order and start generating its ad content.
 * The body is already checked against the shared form rules; here: ownership, order state,
 * known locations, a unique name per order.
 */
export async function createCampaign(
  ctx: CampaignsDeps,
  userId: string,
  body: CreateAdCampaignBody,
): Promise<CampaignRow> {
  const order = await ownOrder(ctx.db, userId, body.order_id);
  if (!isLive(order.status)) {
    throw conflict('Ad campaigns send visitors to the landing page: create one once the order is Active.');
  }
  const targets = resolveTargets(ctx.geo, body.target_locations);
  const name = body.campaign_name.trim();
  const [existing] = await ctx.db.select({ n: count() }).from(adCampaigns).where(eq(adCampaigns.orderId, order.id));
  if ((existing?.n ?? 0) >= MAX_CAMPAIGNS_PER_ORDER) {
    throw conflict(`An order can have at most ${MAX_CAMPAIGNS_PER_ORDER} ad campaigns`);
  }
  let row: CampaignRow;
  try {
    [row] = (await ctx.db
      .insert(adCampaigns)
      .values({
        id: newCampaignId(),
        orderId: order.id,
        userId,
        campaignName: name,
        businessName: body.business_name.trim(),
        budgetMinor: toMinor(body.budget),
        currency: CAMPAIGN_CURRENCY,
        durationDays: body.duration,
        targets,
        status: 'Draft',
        provider: ctx.ads.name,
      })
      .returning()) as [CampaignRow];
  } catch (err) {
    if (hasDatabaseCode(err, '23505')) throw conflict(`A campaign named "${name}" already exists for this order`);
    throw err;
  }
  await enqueueGeneration(ctx, row.id);
  return row;
}

/** The images' colour when the landing page has none (the generator's default). */
const DEFAULT_AD_COLOUR = '#1f4e79';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function assertCopyEditable(
  row: CampaignRow,
): asserts row is CampaignRow & { content: NonNullable<CampaignRow['content']> } {
  if (!COPY_EDITABLE_STATUSES.includes(row.status as CampaignStatus)) throw conflict(CAMPAIGN_MESSAGES.copyLocked);
  if (!row.content) throw conflict(CAMPAIGN_MESSAGES.copyNotReady);
}

/**
 * Replace a campaign's ad copy with the founder's before it is paid for: owner only (404),
 * refused once paid or while the content is still being written (409), held to Google's limits,
 * editorial rules and policies (400 naming each field and the policy; the founder's answers are
 * the evidence a claim such as "guaranteed" needs). The images, which show the business name, the
 * first long headline, the first description and the call to action, are drawn again from the new
 * texts, so the preview and the launch (both read the stored content) show the same ad.
 * Saving unchanged texts changes nothing.
 */
export async function updateAdContent(
  ctx: CampaignsDeps,
  userId: string,
  body: UpdateAdContentBody,
): Promise<CampaignRow> {
  const order = await ownOrder(ctx.db, userId, body.order_id);
  const row = await ownCampaign(ctx.db, userId, order.id, body.campaign_name.trim());
  assertCopyEditable(row);
  const old = readAdContent(row.content)!;
  const businessName = body.business_name ?? old.businessName;
  const longHeadlines =
    body.long_headlines ??
    (body.long_headline === undefined ? old.longHeadlines : [body.long_headline, ...old.longHeadlines.slice(1)]);
  const issues = adCopyIssues(
    {
      headlines: body.headlines,
      long_headlines: longHeadlines,
      descriptions: body.descriptions,
      business_name: businessName,
    },
    policyEvidenceOf(order),
  );
  if (issues.length) throw badRequest(issues.map(adIssueText).join('; '));
  const unchanged =
    businessName === old.businessName &&
    sameList(longHeadlines, old.longHeadlines) &&
    sameList(body.headlines, old.headlines) &&
    sameList(body.descriptions, old.descriptions);
  if (unchanged) return row;

  const pngs = await renderAdImages({
    businessName,
    headline: longHeadlines[0] ?? '',
    fallbackHeadlines: body.headlines,
    description: body.descriptions[0] ?? '',
    callToAction: old.callToAction,
    locale: order.landingPage?.seo_content.locale,
    colour: order.landingPage?.seo_content.theme_colour ?? DEFAULT_AD_COLOUR,
  });
  const images: typeof old.images = {};
  for (const kind of AD_IMAGE_KINDS) {
    images[kind] = (await storePng(ctx.db, pngs[kind], AD_IMAGE_SIZES[kind], order.id)).id;
  }
  // One conditional UPDATE: a payment that lands meanwhile wins, and this save is refused.
  const [updated] = await ctx.db
    .update(adCampaigns)
    .set({
      businessName,
      content: {
        ...old,
        businessName,
        headlines: body.headlines,
        longHeadlines,
        descriptions: body.descriptions,
        images,
      },
      contentEditedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(adCampaigns.id, row.id),
        inArray(adCampaigns.status, [...COPY_EDITABLE_STATUSES]),
        isNotNull(adCampaigns.content),
      ),
    )
    .returning();
  if (!updated) throw conflict(CAMPAIGN_MESSAGES.copyLocked);
  return updated;
}
