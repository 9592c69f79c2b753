import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of `length` lowercase letters and digits (about 5.2 bits each, no modulo bias). */
export function randomId(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 252 = 7 × 36: drop the top bytes so every character is equally likely.
      if (byte < 252 && out.length < length) out += ALPHABET[byte % 36];
    }
  }
  return out;
}

/** Order ids appear in public URLs (/p/{id}): 16 characters ≈ 82 random bits, unguessable. */
export const newOrderId = () => randomId(16);
