import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactSubmissions, type LeadSend } from '../db/schema';

type Insert = typeof contactSubmissions.$inferInsert;

/** What one send of a page's form says (the contact form or a price dialog). */
export type LeadValues = Pick<
  Insert,
  | 'orderId'
  | 'name'
  | 'email'
  | 'subject'
  | 'question1'
  | 'question2'
  | 'question3'
  | 'questionTexts'
  | 'message'
  | 'country'
  | 'countrySource'
  | 'channel'
  | 'campaign'
  | 'variant'
  | 'price'
> & { visitorHash: string | null; spamReasons: string[] };

export interface StoredLead {
  id: string;
  /** Whether the lead counts now (not ruled out, not suspected spam). */
  ok: boolean;
  /** 1 for a new lead; more when this send updated the lead of someone who sent before. */
  timesSent: number;
}

/**
 * One lead per person (docs/analytics.md#leads): a send from the same visitor that day (the same
 * daily visitor hash) or with the same email (case-insensitive) as an earlier lead of the page
 * updates that lead: its fields become this send's (a price dialog's email-only send keeps the
 * earlier name, answers and message), the earlier version is appended to `history`, `times_sent`
 * goes up by one and `last_sent_at` is now. The lead keeps its first send's time, visitor and
 * channel (the touch that brought the person). Sends of one page are serialised by a transaction
 * lock on the page, so two sends at once never make two leads.
 */
export async function storeLead(db: Db, values: LeadValues, now: Date = new Date()): Promise<StoredLead> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${values.orderId}`}))`);
    const c = contactSubmissions;
    const byVisitor = values.visitorHash
      ? await tx
          .select()
          .from(c)
          .where(and(eq(c.orderId, values.orderId), eq(c.visitorHash, values.visitorHash)))
          .limit(1)
      : [];
    const [earlier] = byVisitor.length
      ? byVisitor
      : await tx
          .select()
          .from(c)
          .where(and(eq(c.orderId, values.orderId), sql`lower(${c.email}) = ${values.email.toLowerCase()}`))
          .orderBy(desc(c.createdAt))
          .limit(1);
    if (!earlier) {
      const { visitorHash, ...rest } = values;
      const [row] = await tx
        .insert(c)
        .values({ ...rest, visitorHash, createdAt: now, lastSentAt: now })
        .returning({ id: c.id, quality: c.quality });
      return { id: row!.id, timesSent: 1, ok: row!.quality === 'ok' };
    }
    const before: LeadSend = {
      sent_at: (earlier.lastSentAt ?? earlier.createdAt).toISOString(),
      name: earlier.name,
      email: earlier.email,
      subject: earlier.subject,
      question_1: earlier.question1,
      question_2: earlier.question2,
      question_3: earlier.question3,
      message: earlier.message,
      price: earlier.price,
    };
    // A price dialog's send has only an email: what the person wrote before stays.
    const emailOnly = !values.name && !values.message;
    const [row] = await tx
      .update(c)
      .set({
        email: values.email,
        ...(emailOnly
          ? {}
          : {
              name: values.name,
              subject: values.subject ?? null,
              question1: values.question1 ?? null,
              question2: values.question2 ?? null,
              question3: values.question3 ?? null,
              questionTexts: values.questionTexts ?? null,
              message: values.message,
              country: values.country ?? null,
              countrySource: values.countrySource ?? null,
            }),
        ...(values.price ? { price: values.price } : {}),
        // A lead stored without a visitor takes this send's (no lead has it: byVisitor found none).
        ...(earlier.visitorHash === null && values.visitorHash ? { visitorHash: values.visitorHash } : {}),
        // A clean send clears what an earlier send looked like; a spammy one never taints a lead.
        ...(earlier.spamReasons.length && !values.spamReasons.length ? { spamReasons: [] } : {}),
        history: [...(earlier.history ?? []), before],
        timesSent: earlier.timesSent + 1,
        lastSentAt: now,
      })
      .where(eq(c.id, earlier.id))
      .returning({ id: c.id, timesSent: c.timesSent, quality: c.quality });
    return { id: row!.id, timesSent: row!.timesSent, ok: row!.quality === 'ok' };
  });
}
