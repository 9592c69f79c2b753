import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '../../shared/contracts/profile';

/** The browser-side check of a chosen photo (the server checks the real content again). */
export function photoProblem(file: File): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPG, PNG, WebP or GIF image.';
  }
  if (file.size > PROFILE_PHOTO_MAX_BYTES) {
    const mb = (file.size / (1024 * 1024)).toFixed(1);
    return `The photo is ${mb} MB; the limit is ${PROFILE_PHOTO_MAX_BYTES / (1024 * 1024)} MB.`;
  }
  if (file.size === 0) return 'The file is empty.';
  return null;
}
