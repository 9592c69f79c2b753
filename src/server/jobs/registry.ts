import type { AppContext } from '../context';
import { defineOrderJobs } from '../orders/jobs';
import { defineCampaignJobs } from '../campaigns/jobs';

/**
 * Background job handlers of every area, defined before the queue starts.
 * (Email delivery registers itself in the Mailer.) Add an area's `define…Jobs(ctx)` here.
 */
export function registerJobs(ctx: AppContext): void {
  defineOrderJobs(ctx);
  defineCampaignJobs(ctx);
}
