import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactSubmissions, orders } from '../db/schema';
import { questionList } from '../../shared/contracts/landing';
import {
  LEAD_QUALITIES,
  SPAM_REASONS,
  type LeadQuality,
  type SpamReason,
  LEAD_STATUSES,
  UNKNOWN_COUNTRY,
  DIRECT_SOURCE,
  type ContactFormTrackingResponse,
  type LeadStatus,
  type Submission,
} from '../../shared/contracts/analytics';
import type { AnalyticsWindow } from './window';
import { countsAsDemand } from './leads';
import { sourceName } from '../../shared/analytics/channel';

type Row = typeof contactSubmissions.$inferSelect;

/**
 * The answered questions of a lead with their texts: as the page asked them when it was sent, else
 * (older leads) the page's current texts, else "Question N".
 */
export function leadAnswers(row: Row, pageQuestions: readonly string[] = []): Submission['answers'] {
  const answers = [row.question1, row.question2, row.question3];
  const out: Submission['answers'] = [];
  answers.forEach((answer, i) => {
    if (!answer?.trim()) return;
    const question = row.questionTexts?.[i] || pageQuestions[i] || `Question ${i + 1}`;
    out.push({ question, answer });
  });
  return out;
}

/** The question texts of an order's page now (for leads stored without their own). */
export async function currentQuestions(db: Db, orderId: string): Promise<string[]> {
  const [order] = await db.select({ page: orders.landingPage }).from(orders).where(eq(orders.id, orderId));
  const questions = (order?.page as { questions?: unknown } | null)?.questions;
  return questions && typeof questions === 'object'
    ? questionList(questions as { num_questions: number } & Record<string, unknown>)
    : [];
}

function submissionJson(row: Row, pageQuestions: readonly string[] = []): Submission {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    timestamp: row.createdAt.toISOString(),
    subject: row.subject,
    question_1: row.question1,
    question_2: row.question2,
    question_3: row.question3,
    answers: leadAnswers(row, pageQuestions),
    message: row.message,
    country: row.country,
    // The country of the lead's visitor row (the IP's, as visits are counted; null without one).
    visit_country: row.rowCountry === null ? null : row.rowCountry || UNKNOWN_COUNTRY,
    channel: row.channel,
    campaign: row.campaign,
    price: row.price,
    status: (LEAD_STATUSES as readonly string[]).includes(row.status) ? (row.status as LeadStatus) : 'new',
    note: row.note,
    times_sent: row.timesSent,
    last_sent: (row.lastSentAt ?? row.createdAt).toISOString(),
    history: row.history ?? [],
    counted: countsAsDemand(row),
    quality: (LEAD_QUALITIES as readonly string[]).includes(row.quality) ? (row.quality as LeadQuality) : 'ok',
    spam_reasons: row.spamReasons.filter((r): r is SpamReason => (SPAM_REASONS as readonly string[]).includes(r)),
  };
}

/**
 * The leads first sent in a window. The country filter matches the country of the lead's visit (its
 * IP's, as visits are counted; "Unknown" ('' here) matches a lead without one), never the country
 * the visitor typed; the channel filter the channel of its visitor (docs/analytics.md#which-touch-a-lead-belongs-to).
 */
function submissionsWhere(orderId: string, w: AnalyticsWindow): SQL {
  const c = contactSubmissions;
  const country = w.country === null ? undefined : sql`coalesce(${c.rowCountry}, '') = ${w.country}`;
  const channel = w.channel === null ? undefined : sql`coalesce(${c.rowChannel}, ${c.channel}) = ${w.channel}`;
  return and(eq(c.orderId, orderId), gte(c.createdAt, w.start), lt(c.createdAt, w.end), country, channel)!;
}

/** contact_form: one page of a window's leads, newest first, and how many there are. */
export async function submissionsPage(
  db: Db,
  orderId: string,
  w: AnalyticsWindow,
  limit: number,
  offset: number,
  status?: LeadStatus,
  quality?: LeadQuality,
): Promise<ContactFormTrackingResponse> {
  // The follow-up status and the quality narrow the list only (the demand counts are countedLeads').
  const where = and(
    submissionsWhere(orderId, w),
    status ? eq(contactSubmissions.status, status) : undefined,
    quality ? eq(contactSubmissions.quality, quality) : undefined,
  )!;
  const [questions, rows, [total]] = await Promise.all([
    currentQuestions(db, orderId),
    db
      .select({ row: contactSubmissions })
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactSubmissions).where(where),
  ]);
  return {
    data: rows.map((r) => submissionJson(r.row, questions)),
    total: Number(total?.n ?? 0),
  };
}

/** The source (site) of the visit a lead belongs to: its visitor's latest visit of the lead's channel. */
const leadSource = sql<string | null>`(select v.source from visits v
    where v.order_id = contact_submissions.order_id and v.visitor_hash = contact_submissions.visitor_hash
      and v.channel = contact_submissions.channel and v.occurred_at <= contact_submissions.created_at
    order by v.occurred_at desc limit 1)`;

/** Every lead of an order, newest first, with its source (the CSV export). */
export async function allSubmissions(db: Db, orderId: string): Promise<(Submission & { source: string | null })[]> {
  const [questions, rows] = await Promise.all([
    currentQuestions(db, orderId),
    db
      .select({ row: contactSubmissions, source: leadSource })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.orderId, orderId))
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id)),
  ]);
  return rows.map((r) => ({
    ...submissionJson(r.row, questions),
    // One name per site, as the sources list says it (google, www.google.co.in → Google).
    source: r.source === null ? null : sourceName(r.source) || DIRECT_SOURCE,
  }));
}
