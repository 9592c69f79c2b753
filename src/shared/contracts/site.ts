import { z } from 'zod';

/** GET /api/site: the merchant's public details (Contact Us page), taken from MERCHANT_* config. */
export const siteInfoSchema = z
  .object({
    name: z.string().describe('Trading name of the merchant running this Ideaproof instance'),
    email: z.string().describe('Support email address'),
    phone: z.string().describe('Support phone number'),
    address: z.string().describe('Registered or postal address'),
  })
  .describe('Merchant details');

export type SiteInfo = z.infer<typeof siteInfoSchema>;
