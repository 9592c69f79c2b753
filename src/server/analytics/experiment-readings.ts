import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PriceReadingRow, VariantReadingRow } from '../../shared/contracts/analytics';
import { priceTag, type ExperimentKind, type StoredVariant } from '../../shared/contracts/experiments';
import { toMajor } from '../../shared/money';
import { readExperiment } from '../../shared/analytics/experiment-stats';
import { at, queryRows } from './sql';
import { countedLeads } from './leads';
import type { AnalyticsWindow } from './window';

export interface ExperimentReadings {
  experiment: { id: string; kind: ExperimentKind; status: 'running' | 'stopped'; winner: string | null };
  variant: VariantReadingRow[];
  /** A price or tiers test: one row per price, lowest amount first (the demand curve). */
  price?: PriceReadingRow[];
}

/** The order's latest experiment, as `latestExperimentSql` reads it. */
export interface LatestExperiment {
  id: string;
  kind: string;
  status: string;
  variants: StoredVariant[];
  winner: string | null;
  startedAt: Date;
  stoppedAt: Date | null;
}

/**
 * The order's latest experiment as one JSON value (null when it has none): a scalar subquery, so
 * page_visits reads it in the round trip that probes the window's edges instead of one of its own.
 */
export function latestExperimentSql(orderId: string): SQL {
  return sql`(select json_build_object('id', e.id, 'kind', e.kind, 'status', e.status, 'variants', e.variants,
                     'winner', e.winner, 'started_at', extract(epoch from e.started_at) * 1000,
                     'stopped_at', extract(epoch from e.stopped_at) * 1000)
                from experiments e where e.order_id = ${orderId} order by e.started_at desc limit 1)`;
}

/** The value of `latestExperimentSql` (node-postgres parses json, PGlite may hand it over as text). */
export function parseLatestExperiment(value: unknown): LatestExperiment | null {
  if (value === null || value === undefined) return null;
  const e = (typeof value === 'string' ? JSON.parse(value) : value) as {
    id: string;
    kind: string;
    status: string;
    variants: StoredVariant[];
    winner: string | null;
    started_at: number | string;
    stopped_at: number | string | null;
  };
  return {
    id: e.id,
    kind: e.kind,
    status: e.status,
    variants: e.variants,
    winner: e.winner,
    startedAt: new Date(Number(e.started_at)),
    stoppedAt: e.stopped_at === null ? null : new Date(Number(e.stopped_at)),
  };
}

/**
 * The order's latest experiment (`latest`, see `latestExperimentSql`) read over the window (clipped to the time it ran): per variant,
 * unique visitors, call-to-action clicks and price clicks from the funnel steps
 * (`visit_steps.variant`: every step of a visitor's day has their row's variant, migration 0025),
 * leads and the emails left at each price from the counted leads (`countedLeads`: on their
 * visitor's row, first sent after the experiment started), so a variant's clicks and leads never
 * exceed its visitors; then the Beta-Binomial reading of leads ÷ visitors (a
 * message test) or price clicks ÷ visitors (a price or tiers test, which also gets one row per
 * price: its visitors, price clicks and leads by price tag). Null while no variant has a visitor.
 * The window's country and channel filters apply.
 */
export async function experimentReadings(
  db: Db,
  orderId: string,
  w: AnalyticsWindow,
  latest: LatestExperiment | null,
): Promise<ExperimentReadings | null> {
  if (!latest) return null;
  const from = Math.max(w.start.getTime(), latest.startedAt.getTime());
  const to = Math.min(w.end.getTime(), latest.stoppedAt?.getTime() ?? Number.POSITIVE_INFINITY);
  if (!(from < to)) return null;
  const stepCountry = w.country === null ? sql`true` : sql`s.country = ${w.country}`;
  const stepChannel = w.channel === null ? sql`true` : sql`s.channel = ${w.channel}`;
  // Leads: the counted leads (the one definition) of the variants' visitors, first sent after the
  // experiment started (a lead sent before it never counts for a variant its visitor saw later).
  const rows = await queryRows<{ variant: string; step: string; price: string; n: number }>(
    db,
    sql`select s.variant, s.step, s.price, count(*)::int as n from visit_steps s
         where s.order_id = ${orderId} and s.variant <> '' and s.step <> 'form_sent'
           and s.occurred_at >= ${at(from)} and s.occurred_at < ${at(to)}
           and ${stepCountry} and ${stepChannel}
         group by 1, 2, 3
        union all
        select l.variant, 'lead', coalesce(l.price, ''), count(*)::int
          from (${countedLeads(orderId, { start: from, end: to }, w, { sentFrom: latest.startedAt.getTime() })}) l
         where l.variant <> ''
         group by 1, 2, 3`,
  );
  const kind = latest.kind as ExperimentKind;
  const counts = latest.variants.map((v) => ({
    variant: v.name,
    visitors: 0,
    cta_clicks: 0,
    leads: 0,
    price_clicks: 0,
  }));
  const byName = new Map(counts.map((c) => [c.variant, c]));
  // Per price tag: its price clicks and leads (a price test's variant has one price; tiers several).
  const byPrice = new Map<string, { price_clicks: number; leads: number }>();
  const ofPrice = (tag: string) => {
    let p = byPrice.get(tag);
    if (!p) byPrice.set(tag, (p = { price_clicks: 0, leads: 0 }));
    return p;
  };
  for (const r of rows) {
    const c = byName.get(r.variant);
    if (!c) continue;
    if (r.step === 'price_click' && r.price) ofPrice(r.price).price_clicks += r.n;
    if (r.step === 'lead') {
      c.leads += r.n;
      // The emails left at each price.
      if (r.price) ofPrice(r.price).leads += r.n;
    } else if (r.step === 'page_view') c.visitors += r.n;
    else if (r.step === 'cta_click') c.cta_clicks += r.n;
    else if (r.step === 'price_click') c.price_clicks += r.n;
  }
  if (counts.every((c) => c.visitors === 0)) return null;
  // Leads and price clicks are steps of a visitor row: never more than the visitors, no cap needed.
  const converted = (c: (typeof counts)[number]) => (kind === 'message' ? c.leads : c.price_clicks);
  const readings = readExperiment(
    counts.map((c) => ({ name: c.variant, visitors: c.visitors, conversions: converted(c) })),
  );
  const price =
    kind === 'message'
      ? undefined
      : latest.variants
          .flatMap((v) =>
            (v.prices ?? []).map((p): PriceReadingRow => {
              const tag = priceTag(p);
              const visitors = byName.get(v.name)?.visitors ?? 0;
              const found = byPrice.get(tag) ?? { price_clicks: 0, leads: 0 };
              return {
                price: tag,
                amount: toMajor(p.amount_minor),
                currency: p.currency,
                period: p.period,
                variant: v.name,
                visitors,
                price_clicks: found.price_clicks,
                leads: found.leads,
                click_through: visitors ? found.price_clicks / visitors : null,
              };
            }),
          )
          .sort((x, y) => x.amount - y.amount);
  return {
    experiment: { id: latest.id, kind, status: latest.status as 'running' | 'stopped', winner: latest.winner },
    ...(price ? { price } : {}),
    variant: counts.map((c, i) => {
      const r = readings[i]!;
      return {
        ...c,
        conversion: r.conversion,
        probability_to_beat_control: r.probability_to_beat_control,
        probability_to_be_best: r.probability_to_be_best,
        expected_loss: r.expected_loss,
      };
    }),
  };
}
