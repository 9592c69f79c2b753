import { and, desc, eq, isNull } from 'drizzle-orm';
import { hasDatabaseCode, type Db } from '../db/client';
import { experiments, orders } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { getOwnOrder } from '../orders/service';
import { previewOrder, publishExperimentWinner } from '../page-editor/service';
import { experimentReadings } from '../analytics/experiment-readings';
import { decisionGuards, experimentVerdict, readExperiment } from '../../shared/analytics/experiment-stats';
import { PAGE_EDITOR_MESSAGES, type PageVersion } from '../../shared/contracts/page-editor';
import {
  apiVariant,
  applyVariant,
  CONTROL_VARIANT,
  EXPERIMENT_MESSAGES,
  type CreateExperimentBody,
  type Experiment,
  type ExperimentKind,
  type ExperimentOutcome,
  type ExperimentStatus,
  type PricePoint,
  type StoredVariant,
  type VariantInput,
  storedPrice,
} from '../../shared/contracts/experiments';

type ExperimentRow = typeof experiments.$inferSelect;

function toExperiment(row: ExperimentRow): Experiment {
  return {
    id: row.id,
    order_id: row.orderId,
    kind: row.kind as ExperimentKind,
    status: row.status as ExperimentStatus,
    variants: row.variants.map(apiVariant),
    winner: row.winner,
    outcome: (row.outcome ?? null) as ExperimentOutcome | null,
    started_at: row.startedAt.toISOString(),
    stopped_at: row.stoppedAt?.toISOString() ?? null,
  };
}

const challenger = (v: VariantInput): StoredVariant => ({
  name: v.name,
  control: false,
  ...(v.title ? { title: v.title } : {}),
  ...(v.header ? { header: v.header } : {}),
  ...(v.cta_text ? { cta_text: v.cta_text } : {}),
  ...(v.points ? { points: v.points } : {}),
});

/**
 * The variants of a new experiment. A message test: the published page "A", then the challengers.
 * A price test: one variant per price point (A, B, C; A shows the first). A tiers test: one variant
 * "A" showing every price point side by side.
 */
function variantsOf(kind: ExperimentKind, inputs: VariantInput[], pricePoints: PricePoint[]): StoredVariant[] {
  if (kind === 'message') return [{ name: CONTROL_VARIANT, control: true }, ...inputs.map(challenger)];
  const prices = pricePoints.map(storedPrice);
  if (kind === 'tiers') return [{ name: CONTROL_VARIANT, control: true, prices }];
  return prices.map((p, i) => ({ name: String.fromCharCode(65 + i), control: i === 0, prices: [p] }));
}

/**
 * Start an experiment on the caller's Active order: the published page is the control "A", the
 * challengers carry only what they change. 409 while another one runs (one per order).
 */
export async function createExperiment(
  db: Db,
  userId: string,
  body: Omit<CreateExperimentBody, 'variants' | 'prices'> & { variants?: VariantInput[]; prices?: PricePoint[] },
): Promise<Experiment> {
  const order = await previewOrder(db, userId, body.order_id);
  if (order.status !== 'Active') throw conflict(PAGE_EDITOR_MESSAGES.readOnly);
  const variants = variantsOf(body.kind, body.variants ?? [], body.prices ?? []);
  try {
    const [row] = await db
      .insert(experiments)
      .values({ orderId: order.id, kind: body.kind, status: 'running', variants })
      .returning();
    return toExperiment(row!);
  } catch (err) {
    // (PostgreSQL's unique violation: the one-running-experiment index.)
    if (hasDatabaseCode(err, '23505')) throw conflict(EXPERIMENT_MESSAGES.alreadyRunning);
    throw err;
  }
}

/** The experiments of the caller's order, newest first (404 when the order is not theirs). */
export async function listExperiments(db: Db, userId: string, orderId: string): Promise<Experiment[]> {
  const order = await getOwnOrder(db, userId, orderId);
  const rows = await db
    .select()
    .from(experiments)
    .where(eq(experiments.orderId, order.id))
    .orderBy(desc(experiments.startedAt));
  return rows.map(toExperiment);
}

/**
 * Stop the caller's running experiment and publish `winner` through the page editor's versions
 * (a new version marked "experiment"; "A" keeps the page as it is). 404 when the experiment is
 * not the caller's, 409 when it was already stopped, 400 for a name that is not one of its variants.
 */
export async function stopExperiment(
  db: Db,
  userId: string,
  id: string,
  winner: string | undefined,
): Promise<{ experiment: Experiment; version: PageVersion | null }> {
  const [found] = await db
    .select({ experiment: experiments })
    .from(experiments)
    .innerJoin(orders, eq(orders.id, experiments.orderId))
    .where(and(eq(experiments.id, id), eq(orders.userId, userId), isNull(orders.deletedAt)));
  if (!found) throw notFound(EXPERIMENT_MESSAGES.notFound);
  const row = found.experiment;
  const stoppedAt = new Date();
  if (winner === undefined) {
    // Stopped with no winner: the page stays as it was (a price test's pricing section goes away).
    const [stopped] = await db
      .update(experiments)
      .set({ status: 'stopped', winner: null, outcome: 'no_result', stoppedAt })
      .where(and(eq(experiments.id, row.id), eq(experiments.status, 'running')))
      .returning();
    if (!stopped) throw conflict(EXPERIMENT_MESSAGES.notRunning);
    return { experiment: toExperiment(stopped), version: null };
  }
  const chosen = row.variants.find((v) => v.name.toLowerCase() === winner.toLowerCase());
  if (!chosen) throw badRequest(EXPERIMENT_MESSAGES.unknownWinner(row.variants.map((v) => v.name)));
  const outcome = await outcomeOf(db, row, chosen.name, stoppedAt);
  const [stopped] = await db
    .update(experiments)
    .set({ status: 'stopped', winner: chosen.name, outcome, stoppedAt })
    .where(and(eq(experiments.id, row.id), eq(experiments.status, 'running')))
    .returning();
  if (!stopped) throw conflict(EXPERIMENT_MESSAGES.notRunning);
  // A price or tiers test changes no text of the page: stopping it takes the pricing section away
  // and records the winner; nothing is published.
  if (chosen.control || row.kind !== 'message') return { experiment: toExperiment(stopped), version: null };
  try {
    const version = await publishExperimentWinner(db, userId, row.orderId, (latest) => applyVariant(latest, chosen));
    return { experiment: toExperiment(stopped), version };
  } catch (err) {
    // Nothing was published: the experiment runs on, and the founder can try again.
    await db
      .update(experiments)
      .set({ status: 'running', winner: null, outcome: null, stoppedAt: null })
      .where(eq(experiments.id, row.id));
    throw err;
  }
}

/**
 * What stopping `row` with `chosen` records, from the numbers the running card shows (its whole
 * run, no filter). Refused (409) while the guards allow no winner (100 visitors per variant, 7 days,
 * the sample-ratio check); then the card's verdict names `chosen` as ahead (95 % to be the best)
 * → 'winner'; anything else → 'chosen'.
 */
async function outcomeOf(db: Db, row: ExperimentRow, chosen: string, now: Date): Promise<ExperimentOutcome> {
  const start = row.startedAt;
  const end = new Date(Math.max(now.getTime(), start.getTime() + 1));
  const readings = await experimentReadings(
    db,
    row.orderId,
    { start, end, previousStart: start, comparedStart: null, timeZone: 'UTC', country: null, channel: null },
    { ...row, stoppedAt: null },
  );
  const priced = row.kind !== 'message';
  const counts = (readings?.variant ?? []).map((v) => ({
    name: v.variant,
    visitors: v.visitors,
    conversions: priced ? v.price_clicks : v.leads,
  }));
  // No winner before the guards allow one (docs/analytics.md#reading-the-result): 409, say why.
  const guards = decisionGuards(counts, row.startedAt, now);
  if (!guards.ready) throw conflict(EXPERIMENT_MESSAGES.noWinnerYet(guards.blockers));
  const verdict = experimentVerdict(counts, readExperiment(counts), guards);
  return verdict.kind === 'ahead' && verdict.variant === chosen ? 'winner' : 'chosen';
}
