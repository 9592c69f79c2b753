// The user document of docs/product.md#data, one row per identity user.
import { customType, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  state: text('state'),
  zipCode: text('zip_code'),
  displayName: text('display_name'),
  jobTitle: text('job_title'),
  location: text('location'),
  /** Re-encoded JPEG, metadata stripped. Served to the owner as a data URL. */
  profilePicture: bytea('profile_picture'),
});
