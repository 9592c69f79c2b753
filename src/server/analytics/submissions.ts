import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactSubmissions } from '../db/schema';
import type { ContactFormTrackingResponse, Submission } from '../../shared/contracts/analytics';
import type { AnalyticsWindow } from './window';

type Row = typeof contactSubmissions.$inferSelect;

export function submissionJson(row: Row): Submission {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    timestamp: row.createdAt.toISOString(),
    subject: row.subject,
    question_1: row.question1,
    question_2: row.question2,
    question_3: row.question3,
    message: row.message,
    country: row.country,
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
  return and(eq(c.orderId, orderId), gte(c.createdAt, w.start), lt(c.createdAt, w.end), country)!;
}

/** contact_form: one page of a window's leads, newest first, and how many there are. */
export async function submissionsPage(
  db: Db,
  orderId: string,
  w: AnalyticsWindow,
  limit: number,
  offset: number,
): Promise<ContactFormTrackingResponse> {
  const where = submissionsWhere(orderId, w);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactSubmissions).where(where),
  ]);
  return { data: rows.map(submissionJson), total: Number(total?.n ?? 0) };
}

/** Every lead of an order, newest first (the CSV export). */
export async function allSubmissions(db: Db, orderId: string): Promise<Submission[]> {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.orderId, orderId))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  return rows.map(submissionJson);
}
