import { enums, ResourceNames, toMicros, type MutateOperation } from 'google-ads-api';
import type { AdImageKind, CallToAction } from '../../shared/campaigns/ad-limits';
import { addCalendarDays } from '../../shared/time';
import { dateInZone } from '../../shared/time-zones';
import type { LaunchRequest } from './provider';
import { toMajor } from '../../shared/money';

type Op = MutateOperation<Record<string, unknown>>;

/** Our call-to-action texts (CALL_TO_ACTIONS) → Google's CallToActionType (unknown texts: LEARN_MORE). */
const CTA_TYPES: Record<Lowercase<CallToAction>, enums.CallToActionType> = {
  'learn more': enums.CallToActionType.LEARN_MORE,
  'sign up': enums.CallToActionType.SIGN_UP,
  subscribe: enums.CallToActionType.SUBSCRIBE,
  'book now': enums.CallToActionType.BOOK_NOW,
  'get quote': enums.CallToActionType.GET_QUOTE,
  'shop now': enums.CallToActionType.SHOP_NOW,
  'order now': enums.CallToActionType.ORDER_NOW,
  'contact us': enums.CallToActionType.CONTACT_US,
  'apply now': enums.CallToActionType.APPLY_NOW,
  'start now': enums.CallToActionType.START_NOW,
  download: enums.CallToActionType.DOWNLOAD,
  'see more': enums.CallToActionType.SEE_MORE,
  'visit site': enums.CallToActionType.VISIT_SITE,
};

export function callToActionType(text: string): enums.CallToActionType {
  return CTA_TYPES[text.trim().toLowerCase() as Lowercase<CallToAction>] ?? enums.CallToActionType.LEARN_MORE;
}

/** The asset group field each generated image fills. */
const IMAGE_FIELDS: Record<AdImageKind, enums.AssetFieldType> = {
  landscape: enums.AssetFieldType.MARKETING_IMAGE,
  square: enums.AssetFieldType.SQUARE_MARKETING_IMAGE,
  square_logo: enums.AssetFieldType.LOGO,
  logo: enums.AssetFieldType.LANDSCAPE_LOGO,
};

/**
 * "yyyy-MM-dd HH:mm:ss" (Google's campaign date-time format) of the calendar day `date` falls on in
 * `timeZone`, plus `addDays`, at the time given.
 */
export function googleDateTime(date: Date, timeZone: string, time: '00:00:00' | '23:59:59', addDays = 0): string {
  return `${addCalendarDays(dateInZone(date, timeZone), addDays)} ${time}`;
}

/** Google's campaign name for ours: unique per account (our id added), at most 255 characters. */
export function googleCampaignName(request: Pick<LaunchRequest, 'campaignName' | 'campaignId'>): string {
  return `${request.campaignName.slice(0, 200)} [${request.campaignId}]`;
}

/**
 * The single atomic GoogleAdsService.Mutate request that publishes a campaign (Performance Max):
 * a lifetime budget (CUSTOM_PERIOD, the whole paid budget), the campaign with its start and end,
 * one location criterion per target (`geoTargetConstants/{id}`), the text assets (every
 * headline, long headline and description stored, up to 15, 5 and 5, and the business name), the
 * image and call-to-action assets, and an asset group linking them to the landing page URL.
 * Temporary negative ids tie the new resources together inside the request.
 */
export function buildLaunchOperations(customerId: string, request: LaunchRequest, timeZone: string): Op[] {
  let nextTempId = -1;
  const temp = () => nextTempId--;
  const budget = ResourceNames.campaignBudget(customerId, temp());
  const campaign = ResourceNames.campaign(customerId, temp());
  const assetGroup = ResourceNames.assetGroup(customerId, temp());
  const name = googleCampaignName(request);

  const ops: Op[] = [
    {
      entity: 'campaign_budget',
      operation: 'create',
      resource: {
        resource_name: budget,
        name: `${name} budget`,
        period: enums.BudgetPeriod.CUSTOM_PERIOD,
        total_amount_micros: toMicros(toMajor(request.budgetMinor)),
        delivery_method: enums.BudgetDeliveryMethod.STANDARD,
        explicitly_shared: false,
      },
    },
    {
      entity: 'campaign',
      operation: 'create',
      resource: {
        resource_name: campaign,
        name,
        advertising_channel_type: enums.AdvertisingChannelType.PERFORMANCE_MAX,
        status: enums.CampaignStatus.ENABLED,
        campaign_budget: budget,
        maximize_conversions: {},
        start_date_time: googleDateTime(request.startsAt, timeZone, '00:00:00'),
        // `durationDays` calendar days, the first being the launch day.
        end_date_time: googleDateTime(request.startsAt, timeZone, '23:59:59', request.durationDays - 1),
        geo_target_type_setting: {
          positive_geo_target_type: enums.PositiveGeoTargetType.PRESENCE,
        },
        // Business name and logo go in the asset group, not in campaign-level brand guidelines.
        brand_guidelines_enabled: false,
        contains_eu_political_advertising: enums.EuPoliticalAdvertisingStatus.DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING,
      },
    },
    ...request.targets.map<Op>((t) => ({
      entity: 'campaign_criterion',
      operation: 'create',
      resource: {
        campaign,
        location: { geo_target_constant: ResourceNames.geoTargetConstant(t.id) },
      },
    })),
  ];

  const links: { asset: string; field: enums.AssetFieldType }[] = [];
  const addAsset = (field: enums.AssetFieldType, resource: Record<string, unknown>) => {
    const asset = ResourceNames.asset(customerId, temp());
    ops.push({ entity: 'asset', operation: 'create', resource: { resource_name: asset, ...resource } });
    links.push({ asset, field });
  };
  for (const text of request.headlines) addAsset(enums.AssetFieldType.HEADLINE, { text_asset: { text } });
  for (const text of request.longHeadlines) addAsset(enums.AssetFieldType.LONG_HEADLINE, { text_asset: { text } });
  for (const text of request.descriptions) addAsset(enums.AssetFieldType.DESCRIPTION, { text_asset: { text } });
  addAsset(enums.AssetFieldType.BUSINESS_NAME, { text_asset: { text: request.businessName } });
  for (const kind of Object.keys(IMAGE_FIELDS) as AdImageKind[]) {
    addAsset(IMAGE_FIELDS[kind], {
      name: `${name} ${kind}`,
      type: enums.AssetType.IMAGE,
      image_asset: { data: request.images[kind] },
    });
  }
  addAsset(enums.AssetFieldType.CALL_TO_ACTION_SELECTION, {
    call_to_action_asset: { call_to_action: callToActionType(request.callToAction) },
  });

  ops.push({
    entity: 'asset_group',
    operation: 'create',
    resource: {
      resource_name: assetGroup,
      campaign,
      name: `${name} assets`,
      final_urls: [request.finalUrl],
      status: enums.AssetGroupStatus.ENABLED,
    },
  });
  for (const link of links) {
    ops.push({
      entity: 'asset_group_asset',
      operation: 'create',
      resource: { asset_group: assetGroup, asset: link.asset, field_type: link.field },
    });
  }
  return ops;
}
