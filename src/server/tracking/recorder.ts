import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { insertVisits, type VisitRow } from './insert-visits';

export type { VisitRow };

interface Pending {
  row: VisitRow;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const MAX_BATCH = 1000;
/** INSERTs running at once (each on its own pool connection); rows queue behind them. */
const MAX_IN_FLIGHT = 3;

/**
 * Group commit for page views: every request waits until its row is stored (an acknowledged
 * event is never lost), but rows that arrive while INSERTs are running share the next INSERT.
 * Under load one statement stores hundreds of visits; when idle a visit is written at once.
 */
export class VisitRecorder {
  private pending: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  record(row: VisitRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // Let the requests already in this turn of the event loop join the same batch.
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  /** Resolves when everything recorded so far is stored. */
  flush(): Promise<void> {
    if (!this.pending.length && !this.inFlight && !this.scheduled) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    while (this.pending.length && this.inFlight < MAX_IN_FLIGHT) {
      const batch = this.pending.splice(0, MAX_BATCH);
      this.inFlight++;
      void this.write(batch).finally(() => {
        this.inFlight--;
        if (this.pending.length) this.pump();
        else if (!this.inFlight && !this.scheduled) this.idleWaiters.splice(0).forEach((resolve) => resolve());
      });
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    try {
      await insertVisits(
        this.db,
        batch.map((p) => p.row),
      );
      for (const p of batch) p.resolve();
    } catch (err) {
      // One bad row (say, an order deleted a moment ago) must not fail its neighbours.
      this.log.warn({ err, rows: batch.length }, 'batch insert of visits failed; inserting one by one');
      for (const p of batch) {
        try {
          await insertVisits(this.db, [p.row]);
          p.resolve();
        } catch (rowErr) {
          p.reject(rowErr);
        }
      }
    }
  }
}
