import { formatRate, MIN_VISITORS, NOISE_BELOW, STRONG_FROM } from '../../shared/analytics/demand';
import { formatMoney } from '../../shared/money';
import { formatDay } from '../../shared/time';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../../shared/contracts/analytics';
import type { ReportModel } from './data';

/** The words the HTML report and its PDF share (docs/analytics.md#the-decision-report). */

export const REPORT_TITLE = 'Decision report';

/** The report's two colours, on the page and in the PDF. */
export const ACCENT = '#2563eb';
export const MUTED = '#64748b';

/** The name a report and a digest give a page: its business name, else the order's title. */
export function pageName(page: unknown, title: string): string {
  return (page as { business_name?: string } | null)?.business_name?.trim() || title;
}

function day(date: Date, timeZone: string): string {
  return formatDay(date, { locale: 'en-GB', timeZone });
}

/** "Measured from 1 Jun 2025 to 8 Jun 2025 (Asia/Kolkata)." */
export function periodLine(m: ReportModel): string {
  return `Measured from ${day(m.orderCreatedAt, m.timeZone)} to ${day(m.generatedAt, m.timeZone)} (days in ${m.timeZone}).`;
}

export function conversionLine(m: ReportModel): string {
  const { conversion, interval } = m.signal;
  if (conversion === null || !interval) return 'No visitors yet: no conversion rate.';
  return `${formatRate(conversion)} of unique visitors left their details (95% interval ${formatRate(interval.low)}–${formatRate(interval.high)}).`;
}

/** "5 interviewed, 3 would pay" — the statuses that have leads, in the order of the follow-up. */
export function followUpSentence(m: ReportModel): string {
  const parts = LEAD_STATUSES.filter((s) => m.leadsByStatus[s] > 0).map(
    (s) => `${m.leadsByStatus[s]} ${LEAD_STATUS_LABELS[s].toLowerCase()}`,
  );
  return parts.length ? parts.join(', ') : 'No leads yet.';
}

/** The spend line, labelled as simulated when any figure came from the sandbox. */
export function spendLines(
  m: ReportModel,
  display: 'symbol' | 'code' = 'symbol',
): { spend: string; costPerLead: string; sandbox: boolean } | null {
  const d = m.demand;
  if (d.spend_minor === null) return null;
  return {
    spend: formatMoney(d.spend_minor, d.currency, { cents: 'always', display }),
    costPerLead:
      m.signal.costPerLeadMinor === null
        ? noCostPerLead(m)
        : `${formatMoney(m.signal.costPerLeadMinor, d.currency, { cents: 'always', display })} (${leadCount(d.paid_leads, 'paid lead')})`,
    sandbox: d.spend_source === 'sandbox',
  };
}

const leadCount = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Why there is no cost per lead, in words that agree with the rest of the report: paid leads are
 * the leads of a paid channel sent while a paid campaign of this page ran
 * (docs/analytics.md#what-the-verdict-means); the channel rows count a paid channel's leads whenever they
 * came. Never "no paid leads" beside leads from paid traffic.
 */
function noCostPerLead(m: ReportModel): string {
  const d = m.demand;
  if (d.paid_leads > 0) return `None yet: no spend reported so far for the ${leadCount(d.paid_leads, 'paid lead')}`;
  if (m.paidChannelLeads > 0)
    return `None: no lead came while a campaign ran (the ${leadCount(m.paidChannelLeads, 'lead')} from paid traffic came outside a campaign’s days)`;
  return 'None yet: no lead from the ads';
}

export const SANDBOX_NOTE =
  'Simulated (sandbox): no real ad account was charged; the figures show how the report will read.';

/** How every number was measured (the report states its method). */
export function methodLines(): string[] {
  return [
    'Visitors are unique visitors per day: a visitor is known by a hash that changes daily, so someone who returns on another day counts again. Known bots are not counted, nor the founder’s own visits from a browser marked as theirs.',
    'Leads are the contact-form messages and price-test emails the page received. Conversion is leads ÷ unique visitors.',
    `The 95% interval is the Wilson score interval of that rate. The verdict reads the interval, not the single rate: all of it under ${formatRate(NOISE_BELOW)} is noise; all of it at ${formatRate(STRONG_FROM)} or more is strong demand; all of it at ${formatRate(NOISE_BELOW)} or more is some demand; otherwise, or with fewer than ${MIN_VISITORS} unique visitors, it is too early to tell.`,
    'Ad spend is what the ads provider reported per day, never the budget. Cost per lead is that spend ÷ the leads from paid traffic sent while a campaign ran.',
    'Experiments are read the Bayesian way (Beta-Binomial): the probability that each variant beats the control and is the best.',
    'Price tests count visitors who clicked “Choose” on a price that was not for sale: click-through is those clicks ÷ the visitors shown that price. Nothing was ordered or paid.',
    'Leads by follow-up are the founder’s own notes of the conversations with the people who wrote. Quoted answers were chosen by the founder; no visitor’s name, email or message is shown.',
  ];
}

export function pct(value: number | null): string {
  return value === null ? '—' : formatRate(value);
}
