import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import type { UserDocument } from '../../shared/contracts/profile';

export type ProfileRow = typeof profiles.$inferSelect;

/** The docs/product.md#data user document (snake_case) of a profile row; the photo as a JPEG data URL. */
export function toUserDocument(row: ProfileRow): UserDocument {
  return {
    id: row.userId,
    email: row.email,
    username: row.username,
    created_at: row.createdAt.toISOString(),
    birthday: row.birthday,
    subscribed_strategies: row.subscribedStrategies,
    first_name: row.firstName,
    last_name: row.lastName,
    gender: row.gender as UserDocument['gender'],
    phone: row.phone,
    address: row.address,
    address_number: row.addressNumber,
    city: row.city,
    country: row.country,
    state: row.state,
    zip_code: row.zipCode,
    phone_country: row.phoneCountry,
    display_name: row.displayName,
    job_title: row.jobTitle,
    location: row.location,
    profile_picture: row.profilePicture ? `data:image/jpeg;base64,${row.profilePicture.toString('base64')}` : null,
    time_zone: row.timeZone,
    email_digest: row.emailDigest,
    email_lead_alerts: row.emailLeadAlerts,
  };
}

export interface IdentityUser {
  id: string;
  name: string;
  email: string;
  createdAt?: Date;
}

/**
 * The user's document, created when absent (sign-up, first Google sign-in, or an account
 * made before the document existed): username, email and created_at; every other field empty.
 */
export async function ensureProfile(db: Db, user: IdentityUser): Promise<ProfileRow> {
  const [created] = await db
    .insert(profiles)
    .values({ userId: user.id, username: user.name, email: user.email, createdAt: user.createdAt ?? new Date() })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  return existing!;
}
