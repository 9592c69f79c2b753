import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';

export interface StoredImage {
  id: string;
  url: string;
}

/** URL of a stored image. */
export const mediaUrl = (id: string) => `/media/${id}.png`;

/** Store PNG bytes under their hash (stored once however often they are made) and return the URL. */
export async function storePng(
  db: Db,
  bytes: Buffer,
  size: { width: number; height: number },
  orderId: string | null,
): Promise<StoredImage> {
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
  await db
    .insert(media)
    .values({ id, contentType: 'image/png', bytes, width: size.width, height: size.height, orderId })
    .onConflictDoNothing();
  return { id, url: mediaUrl(id) };
}

export async function loadMedia(db: Db, id: string) {
  const [row] = await db
    .select({ bytes: media.bytes, contentType: media.contentType })
    .from(media)
    .where(eq(media.id, id));
  return row ?? null;
}
