import { isbot } from 'isbot';
import type { PageViewEvent } from '../../shared/contracts/tracking';
import { locateIp, locateIpIfOpen } from './geo';
import type { LiveOrderCache } from './live-orders';
import type { VisitRecorder, VisitRow } from './recorder';
import { visitorHash, type VisitorSalts } from './visitor';

export interface PageViewDeps {
  live: LiveOrderCache;
  salts: VisitorSalts;
  recorder: VisitRecorder;
}

export type PageViewOutcome = 'stored' | 'bot' | 'unknown-order';

/**
 * A pure function of a header remembered per value: real traffic repeats a few thousand user agents
 * and a few referrers. Memory stays bounded: at most 5,000 values of at most 512 characters (the
 * map is emptied when full; longer values are computed every time).
 */
function remembered<T>(compute: (value: string) => T): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    if (value.length > 512) return compute(value);
    let answer = answers.get(value);
    if (answer === undefined) {
      answer = compute(value);
      if (answers.size >= 5000) answers.clear();
      answers.set(value, answer);
    }
    return answer;
  };
}

/** Only where the visitor came from, never what they searched: origin and path of an http(s) URL. */
const parseReferrer = remembered((value: string): string | null => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return (url.origin + url.pathname).slice(0, 500);
  } catch {
    return null;
  }
});

export function referrerOf(value: string | undefined): string | null {
  return value ? parseReferrer(value) : null;
}

/** isbot's pattern is one large regular expression: verdicts are remembered. */
export const isBotAgent = remembered(isbot);

const clean = (v: string | undefined) => (v && v.trim() ? v.trim().slice(0, 200) : null);

/** Record one page view: bots dropped, location from the embedded IP database, no raw IP kept. */
export async function recordPageView(
  deps: PageViewDeps,
  event: PageViewEvent,
  client: { ip: string; userAgent: string | undefined },
): Promise<PageViewOutcome> {
  const userAgent = client.userAgent?.trim() ?? '';
  if (!userAgent || isBotAgent(userAgent)) return 'bot';
  // Each lookup answers from memory, without a promise, once warm (thousands of views a second).
  const live = deps.live.peek(event.order_id) ?? (await deps.live.isLive(event.order_id));
  if (!live) return 'unknown-order';
  const now = new Date();
  const salt = deps.salts.peek(now) ?? (await deps.salts.saltFor(now));
  const located = locateIpIfOpen(client.ip);
  const place = located === undefined ? await locateIp(client.ip) : located;
  const row: VisitRow = {
    orderId: event.order_id,
    occurredAt: now,
    visitorHash: visitorHash(salt, client.ip, userAgent, event.order_id),
    country: place?.country ?? null,
    countryCode: place?.countryCode ?? null,
    region: place?.region ?? null,
    city: place?.city ?? null,
    referrer: referrerOf(event.referrer),
    utmSource: clean(event.utm_source),
    utmMedium: clean(event.utm_medium),
    utmCampaign: clean(event.utm_campaign),
    utmTerm: clean(event.utm_term),
    utmContent: clean(event.utm_content),
  };
  await deps.recorder.record(row);
  return 'stored';
}
