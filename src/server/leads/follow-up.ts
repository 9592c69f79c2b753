import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '../../shared/contracts/errors';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { LeadsDeps } from './deps';
import type { Db } from '../db/client';
import { contactSubmissions, orders } from '../db/schema';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser } from '../auth/user';
import { notFound } from '../http/errors';
import {
  leadFollowUpSchema,
  leadUpdateSchema,
  type LeadFollowUp,
  type LeadStatus,
  type LeadUpdate,
} from '../../shared/contracts/analytics';

/** Error answers: the API's one `{ detail }` schema (the OpenAPI document refers to it). */
const errorSchema = errorResponseSchema;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const leadNotFound = () => notFound('No lead found for this ID');

/**
 * Set the follow-up of a lead of one of the founder's own pages (an order not deleted). Another
 * founder's lead, a missing one and a malformed id all answer the same 404.
 */
async function updateLeadFollowUp(db: Db, userId: string, id: string, body: LeadUpdate): Promise<LeadFollowUp> {
  if (!UUID.test(id)) throw leadNotFound();
  const own = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.deletedAt)));
  const set: { status?: LeadStatus; note?: string; spamCleared?: boolean } = {};
  if (body.status !== undefined) set.status = body.status;
  if (body.note !== undefined) set.note = body.note.trim();
  // "Not spam" moves a suspected lead back into the counts; `spam: true` takes it out again.
  if (body.spam !== undefined) set.spamCleared = !body.spam;
  const [row] = await db
    .update(contactSubmissions)
    .set(set)
    .where(and(eq(contactSubmissions.id, id), inArray(contactSubmissions.orderId, own)))
    .returning({
      id: contactSubmissions.id,
      status: contactSubmissions.status,
      note: contactSubmissions.note,
      quality: contactSubmissions.quality,
    });
  if (!row) throw leadNotFound();
  return leadFollowUpSchema.parse(row);
}

/**
 * docs/analytics.md#lead-follow-up: `PATCH /api/leads/{id}` `{status?, note?, spam?}` (owner only).
 * "Not a fit" rules a lead out of the demand counts, any other status brings it back; `spam: false`
 * ("Not spam") counts a suspected lead (docs/analytics.md#qualified-demand).
 */
export async function leadFollowUpRoutes(app: FastifyInstance, ctx: LeadsDeps): Promise<void> {
  await signedInRoutes(app, { tags: ['leads'] }, (r) => {
    r.patch(
      '/api/leads/:id',
      {
        schema: {
          summary: 'Set the follow-up status, private note or spam mark of a lead of one of your pages',
          params: z.object({ id: z.string().max(100) }),
          body: leadUpdateSchema,
          response: { 200: leadFollowUpSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
        },
      },
      async (request) => updateLeadFollowUp(ctx.db, signedInUser(request).id, request.params.id, request.body),
    );
  });
}
