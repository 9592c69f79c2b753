import type { AdsProvider, DayMetrics, LaunchRequest, LaunchResult, MetricsRequest } from './provider';
import { simulateCampaignDays } from './sandbox-metrics';

/**
 * The embedded default: publishes nothing. A paid campaign becomes Active after a short timer
 * and Completed after its duration (in sandbox days); the UI labels it "Sandbox". Its figures are
 * simulated (src/server/ads/sandbox-metrics.ts) and labelled "Simulated".
 */
export class SandboxAdsProvider implements AdsProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly launchMs: number,
    readonly dayMs: number,
  ) {}

  async launch(request: LaunchRequest): Promise<LaunchResult> {
    return { externalId: `sandbox/${request.campaignId}`, activeAfterMs: this.launchMs };
  }

  async reportMetrics(campaigns: MetricsRequest[], now: Date): Promise<DayMetrics[]> {
    return campaigns.flatMap((c) => simulateCampaignDays(c, this.dayMs, now));
  }
  /** Nothing was published, so there is nothing to stop (the campaign's own row records it). */
  async stop(_externalId: string): Promise<void> {}
}
