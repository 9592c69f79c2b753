import type { CampaignsDeps } from './deps';
import type { GeoTarget } from '../geo/load';
import type { CampaignDefaults } from '../../shared/contracts/campaigns';
import type { LocationOption } from '../../shared/contracts/geo';
import { CAMPAIGN_MESSAGES as M } from '../../shared/campaigns/messages';
import { DEFAULT_TARGET, MAX_TARGETS } from '../../shared/campaigns/rules';
import { ownOrder } from './service';

/**
 * Where a new campaign's locations start (docs/ad-campaigns.md#where-the-ad-runs): the places the
 * caller's order's answers name (ctx.geo.places), else the default country. 404 for an order
 * that is not the caller's.
 */
export async function campaignDefaults(ctx: CampaignsDeps, userId: string, orderId: string): Promise<CampaignDefaults> {
  const order = await ownOrder(ctx.db, userId, orderId);
  const { locations, places } = ctx.geo;
  const option = (t: GeoTarget): LocationOption => ({
    value: t.id,
    label: t.label,
    name: t.name,
    type: t.type,
    parents: locations.parentsOf(t),
  });
  const named = places.namedIn(
    order.businessIdea.map((a) => a.answer),
    MAX_TARGETS,
  );
  if (named.length === 0) {
    const country = locations.get(DEFAULT_TARGET.value)!;
    return { target_locations: [option(country)], source: 'default', note: M.locationsDefault(country.name) };
  }
  const note = [
    M.locationsFromAnswers(named.map((p) => (p.countryOnly ? p.named : p.target.name))),
    ...named.filter((p) => p.countryOnly).map((p) => M.locationsCountryOnly(p.named, p.target.name)),
  ].join(' ');
  return { target_locations: named.map((p) => option(p.target)), source: 'answers', note };
}
