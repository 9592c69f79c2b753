import { randomBytes } from 'node:crypto';
import { customAlphabet } from 'nanoid';

/**
 * Every public id and token the server makes, in one place: each generator is named for what it
 * identifies, and its format (alphabet, length, prefix) is fixed here. Secrets and salts that never
 * leave the server are not ids and are made where they are used.
 */

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

/** `bytes` random bytes in base64url (4 characters per 3 bytes). */
const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Order ids appear in public URLs (/p/{id}): 16 characters ≈ 82 random bits, unguessable. */
export const newOrderId = () => randomId(16);

/** Ad campaign ids: 12 random bytes, 16 base64url characters. */
export const newCampaignId = () => randomToken(12);

/** The receipt sent with a payment order to the gateway: "rcpt_" and 20 characters. */
export const newReceiptId = () => `rcpt_${randomId(20)}`;

/** Sandbox gateway ids look like Razorpay's, with "sbx" so nobody mistakes them for real ones. */
export const newSandboxOrderId = () => `order_sbx${randomId(14)}`;
export const newSandboxPaymentId = () => `pay_sbx${randomId(14)}`;
export const newSandboxRefundId = () => `rfnd_sbx${randomId(14)}`;

/** The token of a weekly digest's unsubscribe link: 24 random bytes. */
export const newUnsubscribeToken = () => randomToken(24);

/** The token of a shared report's public link (/r/{token}; only its hash is stored): 32 random bytes. */
export const newReportShareToken = () => randomToken(32);
