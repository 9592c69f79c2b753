import { customAlphabet } from 'nanoid';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const generators = new Map<number, () => string>();

/**
 * A random id of `length` lowercase letters and digits (about 5.2 bits each), from nanoid's
 * cryptographic generator (no modulo bias).
 */
export function randomId(length: number): string {
  let generate = generators.get(length);
  if (!generate) generators.set(length, (generate = customAlphabet(ALPHABET, length)));
  return generate();
}
