import type { TrackingDeps } from './deps';
import { recordLead, type LeadChannel, type LeadTags } from './attribution';
import { recordFormPriceClick } from './steps';

type Client = { ip: string; userAgent?: string | undefined };

/**
 * What a sent lead records in the funnel, for the leads area: its `form_sent` step and channel
 * (attribution.ts), and the price a visitor without JavaScript chose. Built by the composition
 * root from the tracking area's Deps, so leads never hold the visitor salts, the inbox or the
 * step recorder themselves.
 */
export interface LeadFunnel {
  recordLead(orderId: string, client: Client, tags?: LeadTags): Promise<LeadChannel>;
  recordPriceClick(choice: Parameters<typeof recordFormPriceClick>[1], client: Client): Promise<void>;
}

export function leadFunnel(deps: TrackingDeps): LeadFunnel {
  return {
    recordLead: (orderId, client, tags) => recordLead(deps, orderId, client, tags),
    recordPriceClick: (choice, client) =>
      recordFormPriceClick({ steps: deps.steps, salts: deps.visitorSalts }, choice, client),
  };
}
