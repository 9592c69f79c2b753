import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import { badRequest } from '../http/errors';
import type { PreferencesUpdate, ProfileUpdate, UserDocument } from '../../shared/contracts/profile';
import { ensureProfile, toUserDocument, type IdentityUser } from './document';
import { toProfileJpeg } from './photo';

type ProfileValues = Partial<typeof profiles.$inferInsert>;

/** The user document (docs/product.md#data), created on first read. */
export async function userDocument(db: Db, user: IdentityUser): Promise<UserDocument> {
  return toUserDocument(await ensureProfile(db, user));
}

async function updateProfile(db: Db, user: IdentityUser, values: ProfileValues): Promise<UserDocument> {
  await ensureProfile(db, user);
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.userId, user.id))
    .returning();
  return toUserDocument(row!);
}

/** Replace the strategies the user subscribed to. */
export function updateSubscriptions(db: Db, user: IdentityUser, strategies: string[]): Promise<UserDocument> {
  return updateProfile(db, user, { subscribedStrategies: strategies });
}

/** Save the profile settings form; `email` may be sent but must be the account's (400 otherwise). */
export function saveProfileSettings(db: Db, user: IdentityUser, b: ProfileUpdate): Promise<UserDocument> {
  if (b.email !== undefined && b.email.toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest('Email is read-only: it must be your account email');
  }
  return updateProfile(db, user, {
    firstName: b.first_name,
    lastName: b.last_name,
    birthday: b.birthday,
    gender: b.gender,
    phone: b.phone,
    address: b.address,
    addressNumber: b.address_number,
    city: b.city,
    country: b.country,
    state: b.state,
    zipCode: b.zip_code,
    phoneCountry: b.phone_country,
    displayName: b.display_name,
    jobTitle: b.job_title,
    location: b.location,
  });
}

/** Store an uploaded photo as a JPEG of at most 512×512 without metadata. */
export async function saveProfilePhoto(db: Db, user: IdentityUser, upload: Buffer): Promise<UserDocument> {
  return updateProfile(db, user, { profilePicture: await toProfileJpeg(upload) });
}

/** Save the time zone and the email preferences. */
export function savePreferences(db: Db, user: IdentityUser, b: PreferencesUpdate): Promise<UserDocument> {
  return updateProfile(db, user, {
    timeZone: b.time_zone,
    emailDigest: b.email_digest,
    emailLeadAlerts: b.email_lead_alerts,
  });
}
