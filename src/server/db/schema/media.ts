// Images the server generates for landing pages, served under /media/{id}.png.
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

export const media = pgTable(
  'media',
  {
    /** A hash of the bytes: the same image is stored once, and its URL never changes meaning. */
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The order the image was first made for (informational). */
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_order_idx').on(t.orderId)],
);
