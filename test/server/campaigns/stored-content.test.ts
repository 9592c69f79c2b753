import { describe, expect, it } from 'vitest';
import { readAdContent } from '../../../src/server/campaigns/content/stored';
import type { StoredAdContent } from '../../../src/server/db/schema';

const images = { landscape: 'm1', square: 'm2', logo: 'm3', square_logo: 'm4' };

describe('stored ad content stays readable', () => {
  it('reads a row written before several long headlines (one `longHeadline` string) as a list of one', () => {
    const old = {
      businessName: 'Green Cart',
      headlines: ['Fresh Veg', 'Farm to Door', 'Picked This Morning'],
      longHeadline: 'Vegetables picked this morning, at your door by evening',
      descriptions: ['Weekly boxes.', 'No cold storage.'],
      finalUrl: 'http://localhost/p/o1',
      callToAction: 'Get quote',
      images,
    } as unknown as StoredAdContent;
    expect(readAdContent(old)).toEqual({
      businessName: 'Green Cart',
      headlines: ['Fresh Veg', 'Farm to Door', 'Picked This Morning'],
      longHeadlines: ['Vegetables picked this morning, at your door by evening'],
      descriptions: ['Weekly boxes.', 'No cold storage.'],
      finalUrl: 'http://localhost/p/o1',
      callToAction: 'Get quote',
      images,
    });
  });

  it('reads today’s rows as written, and no content as null', () => {
    const now: StoredAdContent = {
      businessName: 'Green Cart',
      headlines: ['Fresh Veg', 'Farm to Door', 'Picked This Morning'],
      longHeadlines: ['Vegetables at your door', 'Farm boxes near Pune'],
      descriptions: ['Weekly boxes.', 'No cold storage.'],
      finalUrl: 'http://localhost/p/o1',
      callToAction: 'Subscribe',
      images,
      pageBusinessName: 'Green Cart',
      pageWords: ['vegetables'],
    };
    expect(readAdContent(now)).toEqual(now);
    expect(readAdContent(null)).toBeNull();
  });
});
