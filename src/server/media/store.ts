import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';

export interface StoredImage {
  id: string;
  url: string;
}

/** The stored image types and the file extension of each in its URL. */
export const MEDIA_EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
export type MediaType = keyof typeof MEDIA_EXTENSIONS;

/** URL of a stored image. */
export const mediaUrl = (id: string, type: MediaType = 'image/png') => `/media/${id}.${MEDIA_EXTENSIONS[type]}`;

/** Store image bytes under their hash (stored once however often they are made) and return the URL. */
export async function storeImage(
  db: Db,
  bytes: Buffer,
  type: MediaType,
  size: { width: number; height: number },
  orderId: string | null,
): Promise<StoredImage> {
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
  await db
    .insert(media)
    .values({ id, contentType: type, bytes, width: size.width, height: size.height, orderId })
    .onConflictDoNothing();
  return { id, url: mediaUrl(id, type) };
}

/** Store PNG bytes (the generated images). */
export function storePng(
  db: Db,
  bytes: Buffer,
  size: { width: number; height: number },
  orderId: string | null,
): Promise<StoredImage> {
  return storeImage(db, bytes, 'image/png', size, orderId);
}

export async function loadMedia(db: Db, id: string) {
  const [row] = await db
    .select({ bytes: media.bytes, contentType: media.contentType })
    .from(media)
    .where(eq(media.id, id));
  return row ?? null;
}
