import type { AdsConfig, GoogleAdsCredentials } from './config';
import { DAY_MS } from '../../shared/time';
import {
  type AdsProvider,
  type DayMetrics,
  type LaunchRequest,
  type LaunchResult,
  type MetricsRequest,
} from './provider';
import { SandboxAdsProvider } from './sandbox';

export type { AdsProvider, DayMetrics, LaunchRequest } from './provider';

/**
 * The Google Ads adapter, loaded on first use: `google-ads-api` brings Google's whole protobuf
 * catalogue (seconds to import, hundreds of MB), which a sandbox process never needs.
 */
class LazyGoogleAdsProvider implements AdsProvider {
  readonly name = 'google_ads' as const;
  readonly dayMs = DAY_MS;
  private real: Promise<AdsProvider> | undefined;

  constructor(private readonly credentials: GoogleAdsCredentials) {}

  private load(): Promise<AdsProvider> {
    this.real ??= import('./google').then((m) => new m.GoogleAdsProvider(this.credentials));
    return this.real;
  }

  launch(request: LaunchRequest): Promise<LaunchResult> {
    return this.load().then((provider) => provider.launch(request));
  }

  reportMetrics(campaigns: MetricsRequest[], now: Date): Promise<DayMetrics[]> {
    // Nothing to ask: no need to load Google's library.
    if (!campaigns.length) return Promise.resolve([]);
    return this.load().then((provider) => provider.reportMetrics(campaigns, now));
  }

  stop(externalId: string): Promise<void> {
    return this.load().then((provider) => provider.stop(externalId));
  }
}

/** Google Ads when its credentials are configured, otherwise the sandbox. */
export function createAdsProvider(config: AdsConfig): AdsProvider {
  return config.google
    ? new LazyGoogleAdsProvider(config.google)
    : new SandboxAdsProvider(config.sandboxLaunchMs, config.sandboxDayMs);
}
