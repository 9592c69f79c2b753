import type { AppContext } from '../context';

/**
 * Background job handlers of every area, defined before the queue starts.
 * (Email delivery registers itself in the Mailer.) Add an area's `define…Jobs(ctx)` here.
 */
export function registerJobs(_ctx: AppContext): void {}
