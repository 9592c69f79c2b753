import type { AdsProvider, LaunchRequest, LaunchResult } from './provider';

/**
 * The embedded default: publishes nothing. A paid campaign becomes Active after a short timer
 * and Completed after its duration (in sandbox days); the UI labels it "Sandbox".
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
}
