import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  IMAGE_SLOT_SIZES,
  PAGE_EDITOR_MESSAGES,
  PAGE_IMAGE_TYPES,
  type ImageSlot,
} from '../../shared/contracts/page-editor';
import { badRequest } from '../http/errors';

/** Refuse decompression bombs: at most 50 megapixels decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An uploaded landing page image as stored, the same way as profile photos: the real type is
 * sniffed from the bytes (never the name or the declared type), then it is decoded, turned
 * upright, cropped to the slot's size from its centre, flattened on white and re-encoded as a
 * JPEG without any metadata (EXIF, GPS, ICC, XMP).
 */
export async function toSlotJpeg(
  upload: Buffer,
  slot: ImageSlot,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (upload.length === 0) throw badRequest(PAGE_EDITOR_MESSAGES.imageEmpty);
  const type = await fileTypeFromBuffer(upload);
  if (!type || !(PAGE_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw badRequest(PAGE_EDITOR_MESSAGES.imageType);
  }
  const { width, height } = IMAGE_SLOT_SIZES[slot];
  try {
    const bytes = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { bytes, width, height };
  } catch {
    throw badRequest(PAGE_EDITOR_MESSAGES.imageUnreadable);
  }
}
