import type { AppContext } from '../context';
import { loadAdsConfig, type AdsConfig } from '../ads/config';
import { createAdsProvider, type AdsProvider } from '../ads';
import { llmSettings } from '../generation/pipeline';
import { builtinWriter, type AdCopyWriter } from './content/writer';
import { llmAdCopyWriter } from './content/llm-writer';

/** The campaign area's services of one app context: the ads provider and the ad copy writer (model when configured). */
export interface CampaignRuntime {
  adsConfig: AdsConfig;
  ads: AdsProvider;
  writer: AdCopyWriter;
}

const runtimes = new WeakMap<AppContext, CampaignRuntime>();

/** Built once per context (ads settings read from the environment, see src/server/ads/config.ts). */
export function campaignRuntime(ctx: AppContext): CampaignRuntime {
  let rt = runtimes.get(ctx);
  if (!rt) {
    const adsConfig = loadAdsConfig(process.env);
    const llm = llmSettings(ctx.config);
    rt = { adsConfig, ads: createAdsProvider(adsConfig), writer: llm ? llmAdCopyWriter(llm) : builtinWriter };
    runtimes.set(ctx, rt);
  }
  return rt;
}

/** Tests: replace a service of a context (e.g. a writer that fails, a provider that records). */
export function overrideCampaignRuntime(ctx: AppContext, patch: Partial<CampaignRuntime>): void {
  runtimes.set(ctx, { ...campaignRuntime(ctx), ...patch });
}
