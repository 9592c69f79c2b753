import type { AdsConfig, GoogleAdsCredentials } from './config';
import { DAY_MS, type AdsProvider, type LaunchRequest, type LaunchResult } from './provider';
import { SandboxAdsProvider } from './sandbox';

export type { AdsProvider, LaunchRequest, LaunchResult } from './provider';

/**
 * The Google Ads adapter, loaded on first use: `google-ads-api` brings Google's whole protobuf
 * catalogue (seconds to import, hundreds of MB), which a sandbox process never needs.
 */
class LazyGoogleAdsProvider implements AdsProvider {
  readonly name = 'google_ads' as const;
  readonly dayMs = DAY_MS;
  private real: Promise<AdsProvider> | undefined;

  constructor(private readonly credentials: GoogleAdsCredentials) {}

  launch(request: LaunchRequest): Promise<LaunchResult> {
    this.real ??= import('./google').then((m) => new m.GoogleAdsProvider(this.credentials));
    return this.real.then((provider) => provider.launch(request));
  }
}

/** Google Ads when its credentials are configured, otherwise the sandbox. */
export function createAdsProvider(config: AdsConfig): AdsProvider {
  return config.google
    ? new LazyGoogleAdsProvider(config.google)
    : new SandboxAdsProvider(config.sandboxLaunchMs, config.sandboxDayMs);
}
