import { enums, GoogleAdsApi, type Customer } from 'google-ads-api';
import type { GoogleAdsCredentials } from './config';
import { buildLaunchOperations, googleCampaignName } from './google-operations';
import { metricsDateRange, metricsQuery, parseMetricsRows } from './google-metrics';
import { DAY_MS } from '../../shared/time';
import {
  type AdsProvider,
  type DayMetrics,
  type LaunchRequest,
  type LaunchResult,
  type MetricsRequest,
} from './provider';

/** GAQL string literal: backslashes and quotes escaped. */
function gaqlString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * The real adapter (on when every GOOGLE_ADS_* credential is set): publishes a Performance Max
 * campaign with one atomic mutate. A retried launch first looks the campaign up by its unique
 * name, so a crash between Google's answer and our database write never creates it twice.
 */
export class GoogleAdsProvider implements AdsProvider {
  readonly name = 'google_ads' as const;
  readonly dayMs = DAY_MS;
  private readonly customer: Customer;

  constructor(private readonly credentials: GoogleAdsCredentials) {
    const client = new GoogleAdsApi({
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
      developer_token: credentials.developerToken,
    });
    this.customer = client.Customer({
      customer_id: credentials.customerId,
      refresh_token: credentials.refreshToken,
      login_customer_id: credentials.loginCustomerId,
    });
  }

  async launch(request: LaunchRequest): Promise<LaunchResult> {
    const name = googleCampaignName(request);
    const existing = await this.customer.query(
      `SELECT campaign.resource_name FROM campaign WHERE campaign.name = ${gaqlString(name)} AND campaign.status != 'REMOVED' LIMIT 1`,
    );
    const found = existing[0]?.campaign?.resource_name;
    if (found) return { externalId: found, activeAfterMs: 0 };

    const response = await this.customer.mutateResources(
      buildLaunchOperations(this.credentials.customerId, request, this.credentials.timeZone),
    );
    const created = response.mutate_operation_responses
      ?.map((r) => r.campaign_result?.resource_name)
      .find((r): r is string => Boolean(r));
    if (!created) throw new Error('Google Ads did not return the new campaign');
    return { externalId: created, activeAfterMs: 0 };
  }

  /** The daily impressions, clicks and cost of `campaigns`, with one GAQL search (docs/ad-campaigns.md#results). */
  async reportMetrics(campaigns: MetricsRequest[], now: Date): Promise<DayMetrics[]> {
    if (!campaigns.length) return [];
    const { from, to } = metricsDateRange(campaigns, now, this.credentials.timeZone);
    const rows = await this.customer.query(
      metricsQuery(
        campaigns.map((c) => c.externalId),
        from,
        to,
      ),
    );
    const byResource = new Map(campaigns.map((c) => [c.externalId, c.campaignId]));
    return parseMetricsRows(rows, byResource, this.credentials.timeZone, now);
  }

  /** Pause the campaign (it stops serving and spending; Google keeps it and its reports). */
  async stop(externalId: string): Promise<void> {
    await this.customer.campaigns.update([{ resource_name: externalId, status: enums.CampaignStatus.PAUSED }]);
  }
}
