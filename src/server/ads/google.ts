import { GoogleAdsApi, type Customer } from 'google-ads-api';
import type { GoogleAdsCredentials } from './config';
import { buildLaunchOperations, googleCampaignName } from './google-operations';
import { DAY_MS, type AdsProvider, type LaunchRequest, type LaunchResult } from './provider';

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
}
