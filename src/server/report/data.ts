import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { pageName } from './text';
import type { Db } from '../db/client';
import { contactSubmissions, orders } from '../db/schema';
import { demandCounts } from '../analytics/demand';
import { pageVisits } from '../analytics/page-visits';
import { currentQuestions, leadAnswers } from '../analytics/submissions';
import { resolveWindow } from '../analytics/window';
import { demandSignalOf, PAID_CHANNELS, type DemandSignal } from '../../shared/analytics/demand';
import {
  LEAD_STATUSES,
  type DemandResponse,
  type LeadStatus,
  type PageVisitsResponse,
} from '../../shared/contracts/analytics';
import type { IdeaAnswer } from '../../shared/orders/questions';

/**
 * The one answer a ticked lead stands for: the dashboard's "Quote answers to …" list shows each
 * lead's answer to the page's (first) question, so that answer is what the report quotes, never the
 * lead's other answers (issue 34: it quoted four answers when two were ticked).
 */
function quotedAnswer(
  row: typeof contactSubmissions.$inferSelect,
  pageQuestions: readonly string[],
): QuotedAnswer[] {
  const first = leadAnswers({ ...row, question2: null, question3: null }, pageQuestions)[0];
  return first ? [{ ...first, date: row.createdAt.toISOString().slice(0, 10) }] : [];
}

/** How many sources the report lists (the rest are summed as "Other"). */
const TOP_SOURCES = 8;

/** An answer the founder chose to quote: the question and the answer, never who wrote it. */
interface QuotedAnswer {
  question: string;
  answer: string;
  /** The day it was sent (YYYY-MM-DD, UTC). */
  date: string;
}

/**
 * Everything the decision report shows, read with the same queries as the dashboard
 * (docs/analytics.md#the-decision-report): the demand counts and verdict, the visits of the whole
 * life of the page (its creation → now), the funnel, experiment readings and price click-through.
 * It holds no visitor's name, email or message: only counts and the quoted answers.
 */
export interface ReportModel {
  /** The page's business name, else the order's title. */
  name: string;
  /** The idea as the founder wrote it (the four questions and answers). */
  idea: IdeaAnswer[];
  /** The page's question (what the founder most wants to learn), if it has one. */
  question: string | null;
  orderCreatedAt: Date;
  generatedAt: Date;
  timeZone: string;
  demand: DemandResponse;
  signal: DemandSignal;
  daily: PageVisitsResponse['aggregations']['daily'];
  sources: { source: string; visits: number }[];
  channels: PageVisitsResponse['aggregations']['channel'];
  funnel: PageVisitsResponse['aggregations']['funnel'];
  experiment: PageVisitsResponse['aggregations']['experiment'] | null;
  variants: NonNullable<PageVisitsResponse['aggregations']['variant']>;
  prices: NonNullable<PageVisitsResponse['aggregations']['price']>;
  /** Every lead of the page by its follow-up status. */
  leadsByStatus: Record<LeadStatus, number>;
  /** Counted leads of the paid channels (Paid Search, Paid Social), campaign running or not. */
  paidChannelLeads: number;
  /** What the founder ticked: each ticked lead's answer to the page's question, nothing more. */
  quotes: QuotedAnswer[];
}

export async function buildReport(
  db: Db,
  orderId: string,
  options: { quote: readonly string[]; timeZone: string; now?: Date },
): Promise<ReportModel | null> {
  const now = options.now ?? new Date();
  const [order] = await db
    .select({ createdAt: orders.createdAt, idea: orders.businessIdea, title: orders.title, page: orders.landingPage })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const w = resolveWindow({}, options.timeZone, order.createdAt, now);
  const [demand, visits, statusRows, questions, quotedRows] = await Promise.all([
    demandCounts(db, orderId, w),
    pageVisits(db, orderId, w, 1000, now, { currentVisitors: 0 }),
    db
      .select({ status: contactSubmissions.status, n: count() })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.orderId, orderId))
      .groupBy(contactSubmissions.status),
    currentQuestions(db, orderId),
    options.quote.length
      ? db
          .select()
          .from(contactSubmissions)
          .where(and(eq(contactSubmissions.orderId, orderId), inArray(contactSubmissions.id, [...options.quote])))
          .orderBy(desc(contactSubmissions.createdAt))
      : Promise.resolve([]),
  ]);
  const leadsByStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const row of statusRows) {
    if ((LEAD_STATUSES as readonly string[]).includes(row.status))
      leadsByStatus[row.status as LeadStatus] = Number(row.n);
  }
  const a = visits.aggregations;
  const top = a.source.slice(0, TOP_SOURCES);
  const rest = a.source.slice(TOP_SOURCES).reduce((sum, s) => sum + s.visits, 0);
  return {
    name: pageName(order.page, order.title),
    idea: order.idea,
    question: questions[0]?.trim() || null,
    orderCreatedAt: order.createdAt,
    generatedAt: now,
    timeZone: options.timeZone,
    demand,
    signal: demandSignalOf(demand),
    daily: a.daily,
    sources: rest > 0 ? [...top, { source: 'Other', visits: rest }] : top,
    channels: a.channel,
    funnel: a.funnel,
    experiment: a.experiment ?? null,
    variants: a.variant ?? [],
    prices: a.price ?? [],
    leadsByStatus,
    paidChannelLeads: a.funnel_by_channel
      .filter((c) => (PAID_CHANNELS as readonly string[]).includes(c.channel))
      .reduce((sum, c) => sum + c.submissions, 0),
    quotes: quotedRows.flatMap((row) => quotedAnswer(row, questions)),
  };
}
