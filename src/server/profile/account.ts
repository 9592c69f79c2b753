import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { ProfileDeps } from './deps';
import { adCampaigns, orders, outbox, sessions, users, verifications } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import type { IdentityUser } from './document';

/** Campaign statuses in which an ad may be spending money: the account cannot be deleted under them. */
const SPENDING_STATUSES = ['Under Processing', 'Active'];

/** The identity library's refusals of a password change, in the product's words. */
const PASSWORD_REFUSALS: Record<string, string> = {
  INVALID_PASSWORD: 'Your current password is not right',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account signs in with Google: it has no password to change',
  PASSWORD_TOO_SHORT: 'New password is too short',
  PASSWORD_TOO_LONG: 'New password is too long',
};

/**
 * Change the password with the identity library (better-auth checks the current one and hashes the
 * new one; its hook refuses an easy-to-guess password). The session that asked stays signed in;
 * every other session of the account is ended.
 */
export async function changePassword(
  ctx: ProfileDeps,
  user: IdentityUser,
  authorization: string,
  body: { current_password: string; new_password: string },
): Promise<void> {
  const headers = new Headers({ authorization });
  try {
    await ctx.auth.api.changePassword({
      body: { currentPassword: body.current_password, newPassword: body.new_password, revokeOtherSessions: false },
      headers,
    });
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500) {
      const code = typeof err.body?.code === 'string' ? err.body.code : '';
      throw badRequest(PASSWORD_REFUSALS[code] ?? (err.body?.message || 'The password could not be changed'));
    }
    throw err;
  }
  const current = await ctx.auth.api.getSession({ headers });
  await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), current ? ne(sessions.token, current.session.token) : undefined));
  ctx.sessions.forgetAll();
}

/**
 * Delete the account and its data (docs/product.md#deleting-your-account): the identity user, whose
 * rows cascade (sessions, sign-in methods, the profile, every order with its page, leads, visits,
 * experiments, campaigns and reports, the notifications), the page images no other founder's page
 * shows, pending password reset links and the emails to the account still in the outbox. Payment
 * records stay (the law requires them); they keep an id that no longer names anyone.
 * `confirmEmail` must be the account's email (typed again by the founder).
 */
export async function deleteAccount(ctx: ProfileDeps, user: IdentityUser, confirmEmail: string): Promise<void> {
  if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest('Type your account email exactly to confirm deleting the account');
  }
  const [spending] = await ctx.db
    .select({ id: adCampaigns.id })
    .from(adCampaigns)
    .where(and(eq(adCampaigns.userId, user.id), inArray(adCampaigns.status, SPENDING_STATUSES)))
    .limit(1);
  if (spending) {
    throw conflict('An ad campaign of yours is running: wait until it completes, then delete the account');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      delete from media m using orders o
      where m.order_id = o.id and o.user_id = ${user.id}
        and not exists (
          select 1 from orders other
          where other.user_id <> ${user.id} and strpos(coalesce(other.landing_page::text, ''), m.id) > 0
        )`);
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    await tx.delete(outbox).where(sql`lower(${outbox.to}) = ${user.email.toLowerCase()}`);
    // Orders first (their pages, leads, visits…), then the user (sessions, accounts, profile…).
    await tx.delete(orders).where(eq(orders.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  ctx.sessions.forgetAll();
}
