import { describe, expect, it } from 'vitest';
import { spendLines } from '../../../src/server/report/text';
import type { ReportModel } from '../../../src/server/report/data';
import { demandSignalOf } from '../../../src/shared/analytics/demand';
import type { DemandResponse } from '../../../src/shared/contracts/analytics';

// Issue 34: the report said "No paid leads yet (0)" beside three paid-search leads. The cost-per-lead
// line says why there is none in the report's own terms.

function model(demand: Partial<DemandResponse>, paidChannelLeads: number): ReportModel {
  const d = {
    visits: 50,
    visitors: 40,
    leads: 4,
    spend_minor: 120_000,
    paid_leads: 0,
    spend_source: 'google_ads',
    currency: 'INR',
    ...demand,
  } as DemandResponse;
  return { demand: d, signal: demandSignalOf(d), paidChannelLeads } as ReportModel;
}

describe('spendLines: the cost per lead', () => {
  it('divides the spend by the paid leads when there are both', () => {
    expect(spendLines(model({ paid_leads: 3 }, 3))?.costPerLead).toBe('₹400.00 (3 paid leads)');
  });

  it('never says "no paid leads" beside leads from paid traffic sent outside a campaign', () => {
    const line = spendLines(model({ paid_leads: 0 }, 3))!.costPerLead;
    expect(line).not.toMatch(/no paid leads/i);
    expect(line).toContain('the 3 leads from paid traffic came outside a campaign’s days');
  });

  it('names the paid leads when no spend is reported for them yet', () => {
    const line = spendLines(model({ paid_leads: 2, spend_minor: 0 }, 2))!.costPerLead;
    expect(line).toBe('None yet: no spend reported so far for the 2 paid leads');
  });

  it('says no lead came from the ads when none did', () => {
    expect(spendLines(model({ paid_leads: 0 }, 0))!.costPerLead).toBe('None yet: no lead from the ads');
  });

  it('has no line without reported spend', () => {
    expect(spendLines(model({ spend_minor: null }, 0))).toBeNull();
  });
});
