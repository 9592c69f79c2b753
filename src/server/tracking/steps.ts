import type { Db } from '../db/client';
import { visitSteps } from '../db/schema';

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
