import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { visits } from '../db/schema';

export type VisitRow = typeof visits.$inferInsert;

interface Pending {
  row: VisitRow;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const MAX_BATCH = 1000;

/**
 * Group commit for page views: every request waits until its row is stored (an acknowledged
 * event is never lost), but rows that arrive while an INSERT is running share the next INSERT.
 * Under load one statement stores hundreds of visits; when idle a visit is written at once.
 */
export class VisitRecorder {
  private pending: Pending[] = [];
  private draining: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  record(row: VisitRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      this.draining ??= this.drain();
    });
  }

  /** Resolves when everything recorded so far is stored. */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    // Let the requests already in this turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length) {
      const batch = this.pending.splice(0, MAX_BATCH);
      try {
        await this.db.insert(visits).values(batch.map((p) => p.row));
        for (const p of batch) p.resolve();
      } catch (err) {
        // One bad row (say, an order deleted a moment ago) must not fail its neighbours.
        this.log.warn({ err, rows: batch.length }, 'batch insert of visits failed; inserting one by one');
        for (const p of batch) {
          try {
            await this.db.insert(visits).values(p.row);
            p.resolve();
          } catch (rowErr) {
            p.reject(rowErr);
          }
        }
      }
    }
    this.draining = null;
  }
}
