import type { Db } from '../db/client';
import { visitSteps } from '../db/schema';
import { visitorHash, type VisitorSalts } from '../visitors/visitor';
import { classifyChannel } from '../../shared/analytics/channel';
import { priceTag, type StoredVariant } from '../../shared/contracts/experiments';
import { isBotAgent } from './page-view';

export type StepRow = typeof visitSteps.$inferInsert;

/**
 * Funnel steps from the beacon (a call-to-action click, the first input into the contact form):
 * a few per visitor, far fewer than page views, so each is written at once. The primary key
 * (order, visitor hash, step) keeps one per visitor per day: a repeat is ignored.
 */
export class StepRecorder {
  constructor(private readonly db: Db) {}

  async record(row: StepRow): Promise<void> {
    await this.db.insert(visitSteps).values(row).onConflictDoNothing();
  }
}

/**
 * A price chosen in a price dialog's form sent without JavaScript (POST /p/{id}/notify): the
 * visitor certainly clicked "Choose" on it, but no beacon said so, so it is recorded here as their
 * `price_click` step, as the beacon would: today's visitor hash, once per visitor per day (the
 * step's primary key; a click the beacon already counted today wins), bots and requests without a
 * user agent left out. The variant is the one showing that price. A form post carries no campaign
 * parameters or referrer (the page sends `Referrer-Policy: no-referrer`): the step's channel is
 * Direct. Nothing is recorded for a price no variant shows.
 */
export async function recordFormPriceClick(
  deps: { steps: StepRecorder; salts: VisitorSalts },
  choice: { orderId: string; variants: StoredVariant[]; price: string; country: string },
  client: { ip: string; userAgent?: string | undefined },
): Promise<void> {
  const userAgent = client.userAgent?.trim() ?? '';
  if (!userAgent || isBotAgent(userAgent)) return;
  const variant = choice.variants.find((v) => (v.prices ?? []).some((p) => priceTag(p) === choice.price));
  if (!variant) return;
  const now = new Date();
  const salt = await deps.salts.saltFor(now);
  await deps.steps.record({
    orderId: choice.orderId,
    visitorHash: visitorHash(salt, client.ip, userAgent, choice.orderId),
    step: 'price_click',
    occurredAt: now,
    country: choice.country,
    channel: classifyChannel({}),
    campaign: '',
    variant: variant.name,
    price: choice.price,
  });
}
