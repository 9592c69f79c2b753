import { z } from 'zod';
import type { StoredAdContent } from '../../db/schema';

/**
 * The stored ad content (`ad_campaigns.content`), read the way every version wrote it: rows from
 * before several long headlines carry one `longHeadline` string, read as a list of one.
 */
const storedAdContentSchema = z.preprocess(
  (raw) => {
    if (raw && typeof raw === 'object' && !('longHeadlines' in raw) && 'longHeadline' in raw) {
      const { longHeadline, ...rest } = raw as { longHeadline: unknown };
      return { ...rest, longHeadlines: typeof longHeadline === 'string' && longHeadline ? [longHeadline] : [] };
    }
    return raw;
  },
  z.object({
    businessName: z.string(),
    headlines: z.array(z.string()),
    longHeadlines: z.array(z.string()),
    descriptions: z.array(z.string()),
    finalUrl: z.string(),
    callToAction: z.string(),
    images: z.object({
      landscape: z.string().optional(),
      square: z.string().optional(),
      logo: z.string().optional(),
      square_logo: z.string().optional(),
    }),
    pageBusinessName: z.string().optional(),
    pageWords: z.array(z.string()).optional(),
  }),
);

/** A campaign's stored ad content in today's shape (null stays null). */
export function readAdContent(raw: StoredAdContent | null | undefined): StoredAdContent | null {
  return raw ? storedAdContentSchema.parse(raw) : null;
}
