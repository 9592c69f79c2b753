import { z } from 'zod';
import { landingPageSchema } from './landing';

/**
 * `POST /api/landing_page` (docs/product.md#api-calls): the content of a published landing page for the SPA's
 * preview. The visitor location fields are accepted for compatibility and ignored: location
 * comes from the server's own IP database, and this call never counts a visit.
 */
export const landingPageRequestSchema = z.object({
  order_id: z.string().min(1).max(64),
  city: z.string().max(200).optional(),
  state: z.string().max(200).optional(),
  country: z.string().max(200).optional(),
});

export const landingPageResponseSchema = z.object({ landing_page: landingPageSchema });
