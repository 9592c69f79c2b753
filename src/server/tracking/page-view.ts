import { LRUCache } from 'lru-cache';
import { isbot } from 'isbot';
import type { PageViewEvent } from '../../shared/contracts/tracking';
import { classifyChannel, sourceOf } from '../../shared/analytics/channel';
import type { StepRecorder } from './steps';
import type { IpLocations } from './geo';
import type { LiveOrderCache } from './live-orders';
import type { VisitRecorder, VisitRow } from './recorder';
import { visitorHash, type VisitorSalts } from '../visitors/visitor';

export interface PageViewDeps {
  live: LiveOrderCache;
  salts: VisitorSalts;
  recorder: VisitRecorder;
  steps: StepRecorder;
  places: IpLocations;
}

export type PageViewOutcome = 'stored' | 'bot' | 'unknown-order';

/**
 * A pure function of a header remembered per value: real traffic repeats a few thousand user agents
 * and a few referrers. Memory stays bounded: lru-cache keeps the 5,000 most recently used values
 * of at most 512 characters (longer values are computed every time). No time to live: the answer
 * for a value never changes.
 */
function remembered<T>(compute: (value: string) => T): (value: string) => T {
  const answers = new LRUCache<string, { answer: T }>({ max: 5000 });
  return (value) => {
    if (value.length > 512) return compute(value);
    let hit = answers.get(value);
    if (!hit) answers.set(value, (hit = { answer: compute(value) }));
    return hit.answer;
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

const classify = remembered((key: string) => {
  const [clickId, utmSource, utmMedium, referrer] = key.split('\n');
  return {
    channel: classifyChannel({ clickId, utmSource, utmMedium, referrer }),
    source: sourceOf({ utmSource, referrer }),
  };
});

/**
 * Record one beacon event: bots dropped, location from the embedded IP database, no raw IP kept.
 * A page view is stored as a visit; a call-to-action click or a form start as a funnel step of
 * the visitor (once per visitor per day and step).
 */
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
  const located = deps.places.locateIfOpen(client.ip);
  const place = located === undefined ? await deps.places.locate(client.ip) : located;
  const referrer = referrerOf(event.referrer);
  const utmSource = clean(event.utm_source);
  const utmMedium = clean(event.utm_medium);
  const { channel, source } = classify(
    `${event.click_id ?? ''}\n${utmSource ?? ''}\n${utmMedium ?? ''}\n${referrer ?? ''}`,
  );
  const hash = visitorHash(salt, client.ip, userAgent, event.order_id);
  if (event.type !== 'page_view') {
    await deps.steps.record({
      orderId: event.order_id,
      visitorHash: hash,
      step: event.type,
      occurredAt: now,
      country: place?.country ?? '',
      channel,
      campaign: clean(event.utm_campaign) ?? '',
      variant: clean(event.variant) ?? '',
      price: event.type === 'price_click' ? (clean(event.price) ?? '') : '',
    });
    return 'stored';
  }
  const row: VisitRow = {
    orderId: event.order_id,
    occurredAt: now,
    visitorHash: hash,
    country: place?.country ?? null,
    countryCode: place?.countryCode ?? null,
    region: place?.region ?? null,
    city: place?.city ?? null,
    referrer,
    utmSource,
    utmMedium,
    utmCampaign: clean(event.utm_campaign),
    utmTerm: clean(event.utm_term),
    utmContent: clean(event.utm_content),
    channel,
    source,
    variant: clean(event.variant),
  };
  await deps.recorder.record(row);
  return 'stored';
}
