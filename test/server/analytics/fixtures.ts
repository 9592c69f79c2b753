import { randomBytes } from 'node:crypto';
import type { Composition } from '../../../src/server/services';
import { contactSubmissions, orders, visits } from '../../../src/server/db/schema';
import { normaliseIdea } from '../../../src/shared/orders/answers';

/** Insert an order row directly (the orders area tests its own flow). */
export async function insertOrder(
  ctx: Composition,
  userId: string,
  options: { createdAt?: Date; status?: string } = {},
): Promise<string> {
  const id = randomBytes(8).toString('hex');
  const createdAt = options.createdAt ?? new Date();
  await ctx.db.insert(orders).values({
    id,
    userId,
    businessIdea: normaliseIdea(['Fresh vegetable boxes', 'Weekly subscription', 'Same-day harvest', 'How often?']),
    title: 'Fresh vegetable boxes',
    amountMinor: 9900,
    currency: 'INR',
    status: options.status ?? 'Active',
    createdAt,
    dueAt: new Date(createdAt.getTime() + 7 * 86_400_000),
  });
  return id;
}

export interface VisitSeed {
  at: Date;
  country?: string | null;
  city?: string | null;
  visitor?: string;
  channel?: string;
  source?: string;
  campaign?: string | null;
}

/** Insert visits as the page-view recorder does (one multi-row INSERT); the rollup trigger does the rest. */
export async function insertVisits(ctx: Composition, orderId: string, seeds: readonly VisitSeed[]): Promise<void> {
  if (!seeds.length) return;
  await ctx.db.insert(visits).values(
    seeds.map((s) => ({
      orderId,
      occurredAt: s.at,
      visitorHash: s.visitor ?? randomBytes(8).toString('hex'),
      country: s.country ?? null,
      city: s.city ?? null,
      channel: s.channel ?? 'Direct',
      source: s.source ?? '',
      utmCampaign: s.campaign ?? null,
    })),
  );
}

export interface LeadSeed {
  at: Date;
  name?: string;
  email?: string;
  subject?: string | null;
  question1?: string | null;
  question2?: string | null;
  message?: string;
  country?: string | null;
  channel?: string | null;
  campaign?: string | null;
  /**
   * The visitor hash of the sender (a visit of theirs, insertVisits' `visitor`, gives their row of the
   * day): only a lead with a visitor row counts as demand (docs/analytics.md#leads).
   */
  visitor?: string;
}

export async function insertLeads(ctx: Composition, orderId: string, seeds: readonly LeadSeed[]): Promise<string[]> {
  if (!seeds.length) return [];
  const rows = await ctx.db
    .insert(contactSubmissions)
    .values(
      seeds.map((s, i) => ({
        orderId,
        name: s.name ?? `Lead ${i + 1}`,
        email: s.email ?? `lead${i + 1}@example.com`,
        subject: s.subject ?? null,
        question1: s.question1 ?? null,
        question2: s.question2 ?? null,
        message: s.message ?? 'I would buy this.',
        country: s.country ?? null,
        channel: s.channel ?? null,
        campaign: s.campaign ?? null,
        visitorHash: s.visitor ?? null,
        createdAt: s.at,
      })),
    )
    .returning({ id: contactSubmissions.id });
  return rows.map((r) => r.id);
}

export const tracking = (body: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/tracking',
  payload: body,
});
