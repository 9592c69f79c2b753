import { z } from 'zod';

/**
 * Every error answer of the API: `{ detail }`, a sentence for a person. Some answers carry more
 * fields before it (a `code` such as `INVALID_ORIGIN` or `ACCOUNT_SIGN_IN_LIMITED`), so the object
 * is open.
 */
export const errorResponseSchema = z
  .looseObject({
    detail: z.string().describe('What went wrong, in a sentence a person can read'),
    code: z.string().optional().describe('A machine-readable reason, on the answers that have one'),
  })
  .describe('Error');
