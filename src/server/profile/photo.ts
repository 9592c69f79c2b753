import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PROFILE_PHOTO_MAX_SIDE, PROFILE_PHOTO_TYPES } from '../../shared/contracts/profile';
import { badRequest } from '../http/errors';

/** Refuse decompression bombs: at most 50 megapixels decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A profile photo as stored: the upload's real type is sniffed from its bytes (never the name or
 * the declared type), then it is decoded and re-encoded as a JPEG that fits in 512×512, turned
 * upright, flattened on white, with every piece of metadata (EXIF, GPS, ICC, XMP) dropped.
 */
export async function toProfileJpeg(upload: Buffer): Promise<Buffer> {
  if (upload.length === 0) throw badRequest('The photo file is empty');
  const type = await fileTypeFromBuffer(upload);
  if (!type || !(PROFILE_PHOTO_TYPES as readonly string[]).includes(type.mime)) {
    throw badRequest('The file is not a JPEG, PNG, WebP or GIF image');
  }
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROFILE_PHOTO_MAX_SIDE, PROFILE_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest('The image could not be read: it is damaged or too large');
  }
}
