// The user document of docs/product.md#data, one row per identity user.
import { boolean, customType, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  birthday: text('birthday'),
  subscribedStrategies: jsonb('subscribed_strategies').$type<string[]>().notNull().default([]),
  firstName: text('first_name'),
  lastName: text('last_name'),
  gender: text('gender'),
  phone: text('phone'),
  address: text('address'),
  addressNumber: text('address_number'),
  city: text('city'),
  /** ISO 3166-1 alpha-2; decides the rules of state, zip_code and phone (contracts/profile.ts). */
  country: text('country'),
  state: text('state'),
  zipCode: text('zip_code'),
  /** ISO code of the phone number's calling code. */
  phoneCountry: text('phone_country'),
  displayName: text('display_name'),
  jobTitle: text('job_title'),
  location: text('location'),
  /** Re-encoded JPEG, metadata stripped. Served to the owner as a data URL. */
  profilePicture: bytea('profile_picture'),
  /** IANA time zone name the founder chose. */
  timeZone: text('time_zone'),
  /** Off: no weekly digest email is sent for any of the founder's pages (report/digest.ts). */
  emailDigest: boolean('email_digest').notNull().default(true),
  /** Off: no new-lead email is sent (leads/submit.ts); the bell still lists the lead. */
  emailLeadAlerts: boolean('email_lead_alerts').notNull().default(true),
});
