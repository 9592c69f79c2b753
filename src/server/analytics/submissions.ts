import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactSubmissions, orders } from '../db/schema';
import { questionList } from '../../shared/contracts/landing';
import {
  LEAD_STATUSES,
  type ContactFormTrackingResponse,
  type LeadStatus,
  type Submission,
} from '../../shared/contracts/analytics';
import type { AnalyticsWindow } from './window';

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

export function submissionJson(row: Row, pageQuestions: readonly string[] = []): Submission {
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
    channel: row.channel,
    campaign: row.campaign,
    price: row.price,
    status: (LEAD_STATUSES as readonly string[]).includes(row.status) ? (row.status as LeadStatus) : 'new',
    note: row.note,
  };
}

/**
 * The leads of a window. The country filter matches case-insensitively (visitors type their
 * country into the form); the "Unknown" filter ('' here) matches leads without a country.
 */
export function submissionsWhere(orderId: string, w: AnalyticsWindow): SQL {
  const c = contactSubmissions;
  const country =
    w.country === null
      ? undefined
      : w.country === ''
        ? or(isNull(c.country), eq(sql`trim(${c.country})`, ''))
        : eq(sql`lower(${c.country})`, w.country.toLowerCase());
  const channel = w.channel === null ? undefined : eq(c.channel, w.channel);
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
): Promise<ContactFormTrackingResponse> {
  // The follow-up status narrows the list only (never the demand counts, which use submissionsWhere).
  const where = and(submissionsWhere(orderId, w), status ? eq(contactSubmissions.status, status) : undefined)!;
  const [questions, rows, [total]] = await Promise.all([
    currentQuestions(db, orderId),
    db
      .select()
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactSubmissions).where(where),
  ]);
  return { data: rows.map((r) => submissionJson(r, questions)), total: Number(total?.n ?? 0) };
}

/** Every lead of an order, newest first (the CSV export). */
export async function allSubmissions(db: Db, orderId: string): Promise<Submission[]> {
  const [questions, rows] = await Promise.all([
    currentQuestions(db, orderId),
    db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.orderId, orderId))
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id)),
  ]);
  return rows.map((r) => submissionJson(r, questions));
}
