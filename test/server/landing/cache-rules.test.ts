import { describe, expect, it } from 'vitest';
import { PublishedPageCache, type CachedPage } from '../../../src/server/landing/page-cache';
import { matchesIfNoneMatch, negotiateEncoding, preparePageSync } from '../../../src/server/landing/send';

function entry(orderId: string, bytes = 100, checkedAt = 0): CachedPage {
  const prepared = preparePageSync({ html: 'x'.repeat(bytes), csp: '', etag: `"${orderId}"` });
  prepared.bodies.gzip = prepared.bodies.br = Buffer.alloc(0);
  return { orderId, version: 'v1', year: 2026, prepared, checkedAt };
}

describe('the published page cache', () => {
  const limits = { maxEntries: 3, maxBytes: 1_000, maxAgeMs: 60_000 };

  it('drops the least recently used page first when full', () => {
    const cache = new PublishedPageCache(limits, () => 0);
    for (const id of ['a', 'b', 'c']) expect(cache.store(entry(id), cache.generation)).toBe(true);
    expect(cache.fresh('a')).toBeDefined(); // a is now the most recent
    cache.store(entry('d'), cache.generation);
    expect(cache.peek('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((id) => cache.peek(id)?.orderId)).toEqual(['a', 'c', 'd']);
    expect(cache.size).toBe(3);
  });

  it('is bounded by bytes as well as by entries, and counts bytes exactly', () => {
    const cache = new PublishedPageCache(limits, () => 0);
    cache.store(entry('a', 400), cache.generation);
    cache.store(entry('b', 400), cache.generation);
    expect(cache.totalBytes).toBe(800);
    cache.store(entry('c', 400), cache.generation);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.totalBytes).toBe(800);
    cache.store(entry('b', 100), cache.generation); // replaced, not added
    expect(cache.totalBytes).toBe(500);
    expect(cache.store(entry('huge', 2_000), cache.generation)).toBe(false);
    cache.invalidate('c');
    expect(cache.totalBytes).toBe(100);
    cache.clear();
    expect([cache.size, cache.totalBytes]).toEqual([0, 0]);
  });

  it('refuses a page read before a drop, and expires pages after the max age', () => {
    let now = 1_000;
    const cache = new PublishedPageCache(limits, () => now);
    const readAt = cache.generation;
    cache.invalidate('x');
    expect(cache.store(entry('a', 10, now), readAt)).toBe(false);
    expect(cache.store(entry('a', 10, now), cache.generation)).toBe(true);
    now += 59_999;
    expect(cache.fresh('a')).toBeDefined();
    now += 1;
    expect(cache.fresh('a')).toBeUndefined();
    expect(cache.peek('a')).toBeDefined();
    const stale = cache.peek('a')!;
    const confirmedAt = cache.generation;
    cache.clear();
    cache.confirm(stale, confirmedAt);
    expect(stale.checkedAt).toBe(1_000);
  });
});

describe('Accept-Encoding and If-None-Match', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['BR', 'br'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('matches any representation of the page, weak or strong, in a list or *', () => {
    const page = preparePageSync({ html: '<!doctype html><p>x</p>', csp: '', etag: '"abc"' });
    expect(page.etags).toEqual({ identity: '"abc"', gzip: '"abc-gzip"', br: '"abc-br"' });
    for (const header of ['"abc"', 'W/"abc-br"', '"zzz", "abc-gzip"', '*'])
      expect(matchesIfNoneMatch(header, page)).toBe(true);
    for (const header of [undefined, '', '"abcd"', '"ab"', 'abc', '"abc-deflate"']) {
      expect(matchesIfNoneMatch(header, page)).toBe(false);
    }
  });
});
