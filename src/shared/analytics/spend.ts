/**
 * Ad spend attributed to an analytics window. A paid campaign spends its budget evenly over its
 * run (SPEC §9: daily spend = budget / duration), from `startsAt` to `endsAt`; the window gets the
 * share of the run it overlaps, up to now. Campaigns not launched yet have spent nothing.
 */
export interface CampaignRun {
  budgetMinor: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Spend in minor units within [start, end) (capped at `now`), or null when no campaign ran. */
export function spendInWindow(
  runs: readonly CampaignRun[],
  start: Date,
  end: Date,
  now: Date = new Date(),
): number | null {
  let spent = 0;
  let ran = false;
  const to = Math.min(end.getTime(), now.getTime());
  for (const run of runs) {
    if (!run.startsAt || !run.endsAt) continue;
    const runStart = run.startsAt.getTime();
    const runEnd = run.endsAt.getTime();
    if (runEnd <= runStart) continue;
    ran = true;
    const overlap = Math.min(runEnd, to) - Math.max(runStart, start.getTime());
    if (overlap > 0) spent += (run.budgetMinor * overlap) / (runEnd - runStart);
  }
  return ran ? Math.round(spent) : null;
}
