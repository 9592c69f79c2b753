import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type Account } from '../auth/accounts';
import { experiments, orders } from '../../../src/server/db/schema';
import { fullLandingPage } from '../../landing/fixtures';
import { insertOrder } from './fixtures';
import { pageVisits } from '../../../src/server/analytics/page-visits';
import { demandCounts } from '../../../src/server/analytics/demand';
import { resolveWindow } from '../../../src/server/analytics/window';
import { submitContactForm } from '../../../src/server/leads/submit';
import { buildReport } from '../../../src/server/report/data';
import { demandSignalOf } from '../../../src/shared/analytics/demand';
import { contactSubmissions } from '../../../src/server/db/schema';
import { CHANNELS, type Channel } from '../../../src/shared/analytics/channel';
import { UNKNOWN_COUNTRY, type Funnel } from '../../../src/shared/contracts/analytics';
import type { StoredVariant } from '../../../src/shared/contracts/experiments';

/**
 * Issue 25: the funnel adds up by construction. Issue 34: one lead per person (same email, or the
 * same visitor that day; later sends update it), counted where the funnel counts its visitor: the
 * demand card's leads equal the funnel's last step and the report's, never exceed the visitors,
 * and the conversion is exactly leads ÷ visitors (no cap), for every window and filter. Random event streams go through the real paths
 * (POST /api/events for page views, call-to-action clicks and form starts; the contact form's
 * submit function, which both the JSON API and the no-JavaScript form post call) with page views
 * missing, forms sent without any beacon event, bots and requests without a user agent, repeats
 * within a day and across days, experiment variants changing mid-day, random windows, time
 * zones, country and channel filters. The answer is checked against a brute-force reference
 * (one row per visitor and UTC day: its first step's country and channel, its first variant) and
 * against the invariants a founder relies on: steps nest (visitors ≥ clicks, visitors ≥ form
 * starts ≥ forms sent), and the rows by channel, country, day and variant add up to the totals.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHROME = (i: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13${i}.0 Safari/537.36`;
/** Addresses the embedded IP database places in different countries, and one it does not know. */
const IPS = ['8.8.8.8', '81.2.69.142', '49.207.0.1', '203.0.113.7'];
const BOTS = ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', null] as const;
/** How a visitor arrived, and the channel (and campaign) that must come out of it. */
const ARRIVALS: { params: Record<string, string>; channel: Channel; campaign: string }[] = [
  { params: {}, channel: 'Direct', campaign: '' },
  { params: { referrer: 'https://www.google.co.in/' }, channel: 'Organic Search', campaign: '' },
  {
    params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'Spring', click_id: 'gclid' },
    channel: 'Paid Search',
    campaign: 'Spring',
  },
  { params: { utm_source: 'facebook', utm_medium: 'social' }, channel: 'Organic Social', campaign: '' },
];
const ZONES = ['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham', 'Pacific/Pago_Pago'];
const KINDS = ['page_view', 'page_view', 'cta_click', 'form_start', 'lead'] as const;
type Kind = (typeof KINDS)[number];

const eventArb = fc.record({
  /** Who: 4 people (an address and a browser each); `bot` sends as a crawler or without a user agent. */
  who: fc.integer({ min: 0, max: 3 }),
  /** The email a lead is sent with: mostly the person's own, sometimes another's (a shared inbox, a typo fixed). */
  /** A send faster than a person types (suspected spam, issue 34). */
  fast: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
  email: fc.oneof({ arbitrary: fc.constant(-1), weight: 1 }, { arbitrary: fc.integer({ min: 0, max: 4 }), weight: 1 }),
  bot: fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 6 },
    { arbitrary: fc.integer({ min: 0, max: BOTS.length - 1 }), weight: 1 },
  ),
  kind: fc.constantFrom(...KINDS),
  arrival: fc.integer({ min: 0, max: ARRIVALS.length - 1 }),
  variant: fc.constantFrom('', '', 'A', 'B'),
  /** Time since the previous event: seconds, hours, or over a day (a new visitor hash). */
  gap: fc.oneof(
    { arbitrary: fc.integer({ min: 1_000, max: 120_000 }), weight: 4 },
    { arbitrary: fc.integer({ min: HOUR, max: 9 * HOUR }), weight: 2 },
    { arbitrary: fc.integer({ min: DAY, max: 2 * DAY }), weight: 1 },
  ),
});

const caseArb = fc.record({
  events: fc.array(eventArb, { minLength: 1, maxLength: 24 }),
  /** The window: a start and an end as fractions of the stream's span (widened a little). */
  from: fc.oneof(
    { arbitrary: fc.constant(-0.1), weight: 2 },
    { arbitrary: fc.double({ min: -0.1, max: 1, noNaN: true }), weight: 1 },
  ),
  to: fc.oneof(
    { arbitrary: fc.constant(1.1), weight: 2 },
    { arbitrary: fc.double({ min: 0, max: 1.1, noNaN: true }), weight: 1 },
  ),
  timeZone: fc.constantFrom(...ZONES),
  country: fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: fc.integer({ min: 0, max: IPS.length - 1 }), weight: 1 },
  ),
  channel: fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: fc.constantFrom(...CHANNELS), weight: 1 },
  ),
});

/** A lead of the reference: one per person (same email, or the same visitor that day), issue 34. */
interface RefLead {
  email: string;
  /** The visitor-day key of its first browser send (who|UTC day), or null (sent by a bot). */
  visitor: string | null;
  /** Suspected spam (no browser, too fast) until a clean send of the same person. */
  spam: boolean;
  created: number;
  times: number;
}

interface VisitorDay {
  at: number;
  country: string;
  channel: Channel;
  variant: string;
  steps: Set<string>;
}

let t: TestApp;
let owner: Account;
/** Stream time only moves forward (the day's salt of yesterday and before is deleted as days pass). */
let clock = Date.UTC(2031, 0, 5, 6, 0, 0);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const countryOf = async (ip: string) => (await t.ctx.ipLocations.locate(ip))?.country ?? '';

describe('the funnel adds up by construction (issue 25)', () => {
  it('for random event streams: a brute-force count per visitor and day, and every total adds up', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (k) => {
        vi.useFakeTimers({ toFake: ['Date'] });
        try {
          clock += 3 * DAY;
          vi.setSystemTime(clock);
          const orderId = await insertOrder(t.ctx, owner.userId, { createdAt: new Date(clock - DAY) });
          await t.ctx.db.update(orders).set({ landingPage: fullLandingPage() }).where(eq(orders.id, orderId));
          const startedAt = clock;
          const variants = [
            { name: 'A', control: true },
            { name: 'B', control: false },
          ] as StoredVariant[];
          await t.ctx.db
            .insert(experiments)
            .values({ orderId, kind: 'message', status: 'running', variants, startedAt: new Date(startedAt) });

          // The brute-force reference: one row per person and UTC day, made by their first step.
          const days = new Map<string, VisitorDay>();
          const views: { at: number; country: string; channel: Channel; key: string }[] = [];
          const refLeads: RefLead[] = [];
          const begin = clock;
          for (const e of k.events) {
            clock += e.gap;
            vi.setSystemTime(clock);
            const ip = IPS[e.who % IPS.length]!;
            const userAgent = e.bot === undefined ? CHROME(e.who) : BOTS[e.bot];
            const arrival = ARRIVALS[e.arrival]!;
            if (e.kind === 'lead') {
              const email = `p${e.email < 0 ? e.who : e.email}@example.com`;
              const sent = await submitContactForm(
                t.ctx.deps.leads,
                { order_id: orderId, name: 'Li', email, message: 'Yes', policy: true, form_ms: e.fast ? 800 : 20_000 },
                { ip, userAgent: userAgent ?? undefined },
              );
              // The reference of one lead per person: the visitor's lead of the day, else the latest
              // lead with this email, else a new one.
              const visitor = e.bot === undefined ? `${e.who}|${utcDay(clock)}` : null;
              const same =
                (visitor && refLeads.find((l) => l.visitor === visitor)) ||
                refLeads.filter((l) => l.email === email).sort((x, y) => y.created - x.created)[0];
              const spam = e.bot !== undefined || e.fast;
              if (!same) refLeads.push({ email, visitor, spam, created: clock, times: 1 });
              else {
                same.email = email;
                same.times += 1;
                if (!spam) same.spam = false;
                if (same.visitor === null && visitor) same.visitor = visitor;
              }
              expect(sent.timesSent).toBe(same ? same.times : 1);
            } else {
              const res = await t.app.inject({
                method: 'POST',
                url: '/api/events',
                remoteAddress: ip,
                headers: userAgent === null ? {} : { 'user-agent': userAgent },
                payload: {
                  order_id: orderId,
                  type: e.kind,
                  ...(e.variant ? { variant: e.variant } : {}),
                  ...arrival.params,
                },
              });
              expect(res.statusCode, res.body).toBe(202);
              // Each view is moved into `visits` before the next event (in production within a second).
              await t.ctx.visitInbox.drain();
            }
            if (e.bot !== undefined) continue;
            const country = await countryOf(ip);
            // A form post carries no referrer or tags, nor the variant.
            const channel = e.kind === 'lead' ? 'Direct' : arrival.channel;
            const variant = e.kind === 'lead' ? '' : e.variant;
            const key = `${e.who}|${utcDay(clock)}`;
            if (e.kind === 'page_view') views.push({ at: clock, country, channel, key });
            let day = days.get(key);
            if (!day) days.set(key, (day = { at: clock, country, channel, variant, steps: new Set() }));
            else if (day.variant === '' && variant !== '') Object.assign(day, { variant, at: clock });
            const kind: Kind = e.kind;
            if (kind === 'lead') day.steps.add('form_sent').add('form_start');
            // Issue 34: a lead moves its visitor's day to the last non-direct touch (their latest
            // non-direct view that day; the form carries no tags here).
            if (kind === 'lead') {
              const touch = views.filter((v) => v.key === key && v.channel !== 'Direct').at(-1);
              if (touch) day.channel = touch.channel;
            } else if (kind !== 'page_view') day.steps.add(kind);
          }
          clock += HOUR;
          vi.setSystemTime(clock);

          const span = clock - begin;
          const start = Math.floor(begin + Math.min(k.from, k.to) * span);
          const end = Math.max(start + 1, Math.floor(begin + Math.max(k.from, k.to) * span));
          const countryName =
            k.country === undefined ? undefined : (await countryOf(IPS[k.country]!)) || UNKNOWN_COUNTRY;
          const w = resolveWindow(
            {
              start_date: new Date(start).toISOString(),
              end_date: new Date(end).toISOString(),
              'fields.country': countryName,
              'fields.channel': k.channel,
            },
            k.timeZone,
            new Date(begin - DAY),
            new Date(clock),
          );
          const answer = await pageVisits(t.ctx.db, orderId, w, 100, new Date(clock));
          const demand = await demandCounts(t.ctx.db, orderId, w);

          const wantedCountry = countryName === undefined ? null : countryName === UNKNOWN_COUNTRY ? '' : countryName;
          const inWindow = (x: { at: number; country: string; channel: Channel }) =>
            x.at >= start &&
            x.at < end &&
            (wantedCountry === null || x.country === wantedCountry) &&
            (k.channel === undefined || x.channel === k.channel);
          const chosen = [...days.values()].filter(inWindow);
          // A visitor-day has a lead when a lead's first browser send was theirs (one lead per person)
          // and the lead is not suspected spam.
          const withLead = new Set(refLeads.flatMap((l) => (l.visitor && !l.spam ? [days.get(l.visitor)!] : [])));
          const funnelOf = (rows: VisitorDay[]): Funnel => ({
            visitors: rows.length,
            cta_clicks: rows.filter((r) => r.steps.has('cta_click')).length,
            form_starts: rows.filter((r) => r.steps.has('form_start')).length,
            submissions: rows.filter((r) => withLead.has(r)).length,
          });

          // The brute-force count, in total and per channel.
          const f = answer.aggregations.funnel;
          expect(f).toEqual(funnelOf(chosen));
          const expectedByChannel = CHANNELS.map((channel) => ({
            channel,
            ...funnelOf(chosen.filter((r) => r.channel === channel)),
          })).filter((c) => c.visitors > 0);
          const byName = (a: { channel: string }, b: { channel: string }) => (a.channel < b.channel ? -1 : 1);
          expect([...answer.aggregations.funnel_by_channel].sort(byName)).toEqual(expectedByChannel.sort(byName));
          expect(demand.visitors).toBe(f.visitors);
          // Issue 34: one definition of a lead. The card's leads are the funnel's, never more than
          // the visitors, and the rate is not capped (conversion = leads ÷ visitors exactly).
          expect(demand.leads).toBe(f.submissions);
          expect(demand.leads).toBeLessThanOrEqual(demand.visitors);
          const signal = demandSignalOf(demand);
          if (demand.visitors > 0) expect(signal.conversion).toBe(demand.leads / demand.visitors);
          // The stored leads: one per person, with how many times each was sent.
          const stored = await t.ctx.db
            .select({ email: contactSubmissions.email, times: contactSubmissions.timesSent })
            .from(contactSubmissions)
            .where(eq(contactSubmissions.orderId, orderId));
          expect(stored.map((r) => `${r.email}:${r.times}`).sort()).toEqual(
            refLeads.map((l) => `${l.email}:${l.times}`).sort(),
          );
          // The shared report (and the digest, which reads demandCounts too) says the same as the
          // cards over the page's whole life.
          const report = await buildReport(t.ctx.db, orderId, {
            quote: [],
            timeZone: k.timeZone,
            now: new Date(clock),
          });
          const whole = await demandCounts(
            t.ctx.db,
            orderId,
            resolveWindow({}, k.timeZone, new Date(begin - DAY), new Date(clock)),
          );
          expect(report!.demand.leads).toBe(whole.leads);
          expect(report!.funnel.submissions).toBe(whole.leads);
          expect(report!.signal.conversion).toBe(demandSignalOf(whole).conversion);

          // The invariants: steps nest, and the rows by channel add up to the totals.
          for (const one of [f, ...answer.aggregations.funnel_by_channel]) {
            expect(one.cta_clicks).toBeLessThanOrEqual(one.visitors);
            expect(one.form_starts).toBeLessThanOrEqual(one.visitors);
            expect(one.submissions).toBeLessThanOrEqual(one.form_starts);
          }
          for (const field of ['visitors', 'cta_clicks', 'form_starts', 'submissions'] as const) {
            expect(answer.aggregations.funnel_by_channel.reduce((n, c) => n + c[field], 0)).toBe(f[field]);
          }
          // Visits (page views): the days, the countries and the channels each add up to the total.
          const total = answer.summary.total_visits;
          expect(total).toBe(views.filter(inWindow).length);
          // The Demand card's visits (read from the rollups, as the charts' total is) are the same views.
          expect(demand.visits).toBe(total);
          expect(answer.aggregations.daily.reduce((n, d) => n + d.visits, 0)).toBe(total);
          expect(answer.aggregations.country.reduce((n, d) => n + d.visits, 0)).toBe(total);
          expect(answer.aggregations.channel.reduce((n, d) => n + d.visits, 0)).toBe(total);

          // The variants: each variant's visitors, clicks and leads; they add up to the visitors who saw one.
          const tested = chosen.filter((r) => r.variant !== '' && r.at >= startedAt);
          if (!tested.length) {
            expect(answer.aggregations.variant).toBeUndefined();
          } else {
            const rows = answer.aggregations.variant!;
            expect(rows.map((r) => [r.variant, r.visitors, r.cta_clicks, r.leads])).toEqual(
              ['A', 'B'].map((name) => {
                const of = funnelOf(tested.filter((r) => r.variant === name));
                return [name, of.visitors, of.cta_clicks, of.submissions];
              }),
            );
            expect(rows.reduce((n, r) => n + r.visitors, 0)).toBe(tested.length);
            for (const r of rows) {
              expect(r.cta_clicks).toBeLessThanOrEqual(r.visitors);
              expect(r.leads).toBeLessThanOrEqual(r.visitors);
            }
          }
        } finally {
          vi.useRealTimers();
        }
      }),
      { numRuns: Number(process.env.FUNNEL_PROPERTY_RUNS ?? 60) },
    );
  }, 300_000);
});
