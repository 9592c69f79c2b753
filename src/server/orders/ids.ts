import { randomId } from '../ids';

/** Order ids appear in public URLs (/p/{id}): 16 characters ≈ 82 random bits, unguessable. */
export const newOrderId = () => randomId(16);
