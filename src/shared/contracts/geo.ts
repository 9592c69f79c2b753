import { z } from 'zod';

/** One pickable location: `value` is the Google Ads criterion id as a string ("2356"). */
const geoOptionSchema = z.object({
  value: z.string().regex(/^\d+$/),
  label: z.string(),
});
export type GeoOption = z.infer<typeof geoOptionSchema>;

/** GET /api/countries */
export const countriesResponseSchema = z.array(geoOptionSchema);

const LOCATION_QUERY_MAX = 100;
const LOCATION_LIMIT_MAX = 50;

/** GET /api/locations?q=&limit= */
export const locationsQuerySchema = z.object({
  q: z.string().trim().min(1, 'q is required').max(LOCATION_QUERY_MAX),
  limit: z.coerce.number().int().min(1).max(LOCATION_LIMIT_MAX).default(10),
});

export const locationSchema = geoOptionSchema.extend({
  /** The place's own name ("Mumbai"); `label` is the canonical place label ("Mumbai,Maharashtra,India"). */
  name: z.string(),
  type: z.string(),
  /** Criterion ids of the places containing this one, nearest first ("Pune" → [Maharashtra, India]). */
  parents: z.array(z.string().regex(/^\d+$/)),
});
export type LocationOption = z.infer<typeof locationSchema>;

export const locationsResponseSchema = z.object({ locations: z.array(locationSchema) });
