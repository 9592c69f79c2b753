import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hasDatabaseCode, isDatabaseUnavailable, type Db } from '../db/client';
import { visitInbox, type visits } from '../db/schema';

export type VisitRow = typeof visits.$inferInsert;

/** Inbox rows moved into `visits` per statement (each holds one group commit: up to 1,000 visits). */
const DRAIN_ROWS = 200;
/** A row whose drain failed this often is left in the inbox for an operator (`last_error`). */
const MAX_ATTEMPTS = 5;
/** How long after a write the inbox is drained: long enough to gather many group commits. */
const DRAIN_DELAY_MS = 1000;

type WellFormedString = string & { isWellFormed(): boolean; toWellFormed(): string };

/**
 * Free text from the visitor's browser, made storable: PostgreSQL text cannot hold U+0000, and
 * its JSON parser refuses a lone surrogate (which JSON.stringify writes as an escape).
 */
const storable = (value: string | null | undefined): string | null => {
  if (value == null) return null;
  const text = (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as WellFormedString;
  // String.prototype.isWellFormed / toWellFormed (Node 20+) find and replace lone surrogates with
  // U+FFFD; the project's TypeScript lib stays at ES2023 for the browser bundle's sake.
  return text.isWellFormed() ? text : text.toWellFormed();
};

/** A batch of visits as the inbox stores it: a JSON array with short keys (see `drainStatement`). */
function encodeVisits(rows: VisitRow[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      o: r.orderId,
      t: (r.occurredAt ?? new Date()).toISOString(),
      h: r.visitorHash,
      c: r.country ?? null,
      cc: r.countryCode ?? null,
      rg: r.region ?? null,
      ci: r.city ?? null,
      rf: storable(r.referrer),
      us: storable(r.utmSource),
      um: storable(r.utmMedium),
      uc: storable(r.utmCampaign),
      ut: storable(r.utmTerm),
      un: storable(r.utmContent),
      ch: r.channel ?? 'Direct',
      so: storable(r.source) ?? '',
      va: storable(r.variant),
    })),
  );
}

/**
 * Move inbox rows into `visits` in one atomic statement: lock a batch (waiting for another
 * drainer's lock, so a caller that drains before reading sees everything committed before it),
 * delete it, and insert its visits; the statement-level rollup triggers on `visits` then update
 * the analytics rollups once for the whole batch. Visits of an order deleted meanwhile are dropped,
 * as the order's cascade would have dropped them. Rows above `upTo` (the newest id when the drain
 * began) are left for the next drain; `only` restricts the statement to one row.
 */
function drainStatement(upTo: number, only?: number) {
  return sql`
    with batch as (
      select id, visits from visit_inbox
      where attempts < ${MAX_ATTEMPTS} and id <= ${upTo} ${only === undefined ? sql`` : sql`and id = ${only}`}
      order by id limit ${DRAIN_ROWS}
      for update
    ),
    gone as (delete from visit_inbox where id in (select id from batch) returning id),
    moved as (
      insert into visits (order_id, occurred_at, visitor_hash, country, country_code, region, city,
                          referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, channel, source, variant)
      select r.o, r.t, r.h, r.c, r.cc, r.rg, r.ci, r.rf, r.us, r.um, r.uc, r.ut, r.un,
             coalesce(r.ch, 'Direct'), coalesce(r.so, ''), r.va
      from batch,
           json_to_recordset(batch.visits::json) as r(o text, t timestamptz, h text, c text, cc text, rg text, ci text,
                                                      rf text, us text, um text, uc text, ut text, un text,
                                                      ch text, so text, va text)
      where exists (select 1 from orders where orders.id = r.o)
      returning 1
    )
    select (select count(*) from gone)::int as rows, (select count(*) from moved)::int as visits`;
}

/**
 * Failures that say nothing about the rows: the database is unreachable or too slow (statement
 * timeout), or this statement lost a lock race (deadlock, serialization). The drain stops and the
 * rows stay for the next one, without counting an attempt against them.
 */
export const isTransientDrainFailure = (err: unknown): boolean =>
  isDatabaseUnavailable(err) || hasDatabaseCode(err, '40P01', '40001', '55P03');

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * The durable buffer between the page-view beacon and `visits`. A group commit of page views is
 * one small INSERT of one row here (no indexes beyond the key, no triggers, no foreign key), so
 * acknowledging a view costs PostgreSQL little; a drain a second later moves hundreds of batches
 * into `visits` with one statement. Several app processes can write and drain the same inbox.
 */
export class VisitInbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;
  private closed = false;
  /**
   * The hot statement, prepared once: no query building per group commit, and on PostgreSQL a
   * named statement, parsed and planned once per connection instead of on every write.
   */
  private readonly insert;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly delayMs = DRAIN_DELAY_MS,
  ) {
    this.insert = db
      .insert(visitInbox)
      .values({ visits: sql.placeholder('visits') })
      .prepare('visit_inbox_write');
  }

  /** Store a batch of visits; resolves once it is committed (then the views may be acknowledged). */
  async write(rows: VisitRow[]): Promise<void> {
    if (!rows.length) return;
    await this.insert.execute({ visits: encodeVisits(rows) });
    this.drainSoon();
  }

  /** What waits to be moved: inbox rows and the views they hold (set-aside rows included). */
  async backlog(): Promise<{ rows: number; visits: number }> {
    const [row] = rowsOf(
      await this.db.execute(
        sql`select count(*)::int as rows, coalesce(sum(json_array_length(visits::json)), 0)::int as visits from visit_inbox`,
      ),
    );
    return { rows: Number(row?.rows ?? 0), visits: Number(row?.visits ?? 0) };
  }

  /** Inbox rows set aside after failing to drain MAX_ATTEMPTS times (reported by `/healthz`). */
  async setAsideRows(): Promise<number> {
    const [row] = rowsOf(
      await this.db.execute(sql`select count(*)::int as n from visit_inbox where attempts >= ${MAX_ATTEMPTS}`),
    );
    return Number(row?.n ?? 0);
  }

  /**
   * What readers of `visits` in other areas are given (analytics' and the report's
   * `VisitsReader`, wired by the composition root): `fresh()` moves every view acknowledged
   * before the call, and nothing else of the inbox.
   */
  reader(): { fresh(): Promise<void> } {
    return {
      fresh: async () => {
        await this.drain();
      },
    };
  }

  /** Drain in a moment (after a write, or at start-up for what a stopped process left). */
  drainSoon(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.drain().catch((err: unknown) => this.log.error({ err }, 'could not move page views into visits'));
    }, this.delayMs);
    this.timer.unref();
  }

  /**
   * Move every inbox row committed before this call into `visits` (analytics read after this).
   * Calls made while a drain runs share the one queued after it. Resolves to the visits moved.
   */
  drain(): Promise<number> {
    if (this.queued) return this.queued;
    if (this.running) {
      this.queued = this.running
        .catch(() => 0)
        .then(() => {
          this.queued = null;
          return this.start();
        });
      return this.queued;
    }
    return this.start();
  }

  /** Stop the timer and drain what is left (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    try {
      await this.drain();
    } catch (err) {
      // The views stay in the inbox, committed: the next process to start moves them.
      this.log.error({ err }, 'could not move page views into visits before closing');
    }
  }

  private start(): Promise<number> {
    const run = this.drainAll().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async drainAll(): Promise<number> {
    // Only rows committed before the drain began: under heavy traffic a reader waits for what was
    // acknowledged before its call, not for views that keep arriving.
    const [last] = rowsOf(await this.db.execute(sql`select coalesce(max(id), 0) as id from visit_inbox`));
    const upTo = Number(last?.id ?? 0);
    // An empty inbox (the usual case for a founder's dashboard read): nothing to lock or move.
    if (upTo === 0) return 0;
    let moved = 0;
    for (;;) {
      let batch: { rows: number; visits: number };
      try {
        batch = rowsOf(await this.db.execute(drainStatement(upTo)))[0] as { rows: number; visits: number };
      } catch (err) {
        if (isTransientDrainFailure(err)) throw err;
        this.log.warn({ err }, 'draining page views failed; moving them one batch at a time');
        batch = await this.drainOneByOne(upTo);
      }
      moved += batch.visits;
      // A batch locked by another drainer and deleted meanwhile can make a statement move fewer
      // rows than its limit, so only an empty statement means the inbox is drained.
      if (batch.rows === 0) return moved;
    }
  }

  /** After a failed statement: each row on its own, so one bad row cannot hold up the others. */
  private async drainOneByOne(upTo: number): Promise<{ rows: number; visits: number }> {
    const ids = rowsOf(
      await this.db.execute(
        sql`select id from visit_inbox where attempts < ${MAX_ATTEMPTS} and id <= ${upTo} order by id limit ${DRAIN_ROWS}`,
      ),
    ).map((r) => Number(r.id));
    const total = { rows: 0, visits: 0 };
    for (const id of ids) {
      try {
        const one = rowsOf(await this.db.execute(drainStatement(upTo, id)))[0] as { rows: number; visits: number };
        total.rows += one.rows;
        total.visits += one.visits;
      } catch (err) {
        if (isTransientDrainFailure(err)) throw err;
        this.log.error({ err, inboxRow: id }, 'a batch of page views could not be moved into visits');
        await this.db.execute(sql`
          update visit_inbox set attempts = attempts + 1, last_error = ${String((err as Error).message ?? err).slice(0, 1000)}
          where id = ${id} and attempts < ${MAX_ATTEMPTS}`);
        // (The bound in the update too: two drainers that read the row at its last attempt count one
        // failure, not two; the second's update finds the first's count and leaves the row alone.)
      }
    }
    return total;
  }
}
