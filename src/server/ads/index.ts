import type { AdsConfig } from './config';
import { GoogleAdsProvider } from './google';
import type { AdsProvider } from './provider';
import { SandboxAdsProvider } from './sandbox';

export type { AdsProvider, LaunchRequest, LaunchResult } from './provider';

/** Google Ads when its credentials are configured, otherwise the sandbox. */
export function createAdsProvider(config: AdsConfig): AdsProvider {
  return config.google
    ? new GoogleAdsProvider(config.google)
    : new SandboxAdsProvider(config.sandboxLaunchMs, config.sandboxDayMs);
}
