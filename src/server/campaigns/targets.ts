import type { CampaignTarget } from '../db/schema';
import { badRequest } from '../http/errors';
import type { GeoCatalog } from '../geo/catalog';
import { CAMPAIGN_MESSAGES } from '../../shared/campaigns/messages';

/**
 * The form's target locations (criterion ids like "2356", or exact place labels / country names
 * like "Mumbai,Maharashtra,India" or "India") as Google geo targets. Unknown → 400.
 */
export function resolveTargets(geo: GeoCatalog, values: readonly string[]): CampaignTarget[] {
  const { locations } = geo;
  const targets = values.map((value) => {
    const v = value.trim();
    const found = /^\d+$/.test(v) ? locations.get(v) : locations.resolveLabel(v);
    if (!found) throw badRequest(`Unknown location: ${v}`);
    return { id: found.id, label: found.label };
  });
  if (new Set(targets.map((t) => t.id)).size !== targets.length) throw badRequest(CAMPAIGN_MESSAGES.duplicateLocation);
  return targets;
}
