import type { VisitInbox, VisitRow } from './inbox';

export type { VisitRow };

interface Pending {
  row: VisitRow;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const MAX_BATCH = 1000;
/** Inbox writes running at once; page views that arrive meanwhile wait for the next one. */
const MAX_IN_FLIGHT = 1;

/**
 * Group commit for page views: every request waits until its visit is committed to the inbox
 * (an acknowledged view is never lost), but views that arrive while a write is running share the
 * next write. Under load one small INSERT stores dozens of views; when idle a view is written at once.
 */
export class VisitRecorder {
  private pending: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly inbox: VisitInbox) {}

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

  /** Resolves when everything recorded so far is committed (or has failed). */
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
      await this.inbox.write(batch.map((p) => p.row));
      for (const p of batch) p.resolve();
    } catch (err) {
      // The inbox row has no constraint a visit could break: this is the database failing, and
      // every view in the batch is answered with an error (none was acknowledged).
      for (const p of batch) p.reject(err);
    }
  }
}
