import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from '../../../src/server/auth/session-cache';
import type { ChangeEvents, ChangeFeed } from '../../../src/server/db/change-feed';

/** A change feed that is "listening" when told, and hands its notifications over by hand. */
function fakeFeed() {
  const subscribers: ChangeEvents[] = [];
  const feed = {
    listening: true,
    subscribe(channel: string, events: ChangeEvents) {
      expect(channel).toBe('auth_sessions');
      subscribers.push(events);
      return () => undefined;
    },
  };
  return {
    feed: feed as unknown as ChangeFeed & { listening: boolean },
    notify: (userId: string) => subscribers.forEach((s) => s.changed(userId)),
    reset: () => subscribers.forEach((s) => s.reset()),
  };
}

const HOUR = 3_600_000;
const session = (userId: string, now: number, expiresIn = 24 * HOUR): CachedSession => ({
  user: { id: userId, email: `${userId}@example.com`, name: userId },
  createdAt: now - HOUR,
  expiresAt: now + expiresIn,
});

describe('the bearer session cache', () => {
  it('keys entries by a SHA-256 of the bearer value, never the token itself', () => {
    const key = SessionCache.keyOf('Bearer abc.def');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('abc');
    expect(SessionCache.keyOf('Bearer abc.deg')).not.toBe(key);
  });

  it('trusts an entry for at most the TTL after it was read, and never past the session expiry', () => {
    let now = 1_000_000;
    const { feed } = fakeFeed();
    const cache = new SessionCache(feed, 5_000, () => now);
    expect(cache.set('a', session('u1', now), cache.generation)).toBe(true);
    now += 4_999;
    expect(cache.get('a')?.user.id).toBe('u1');
    now += 1;
    expect(cache.get('a')).toBeUndefined();

    // A session that expires in 2 s is kept 2 s, not 5.
    expect(cache.set('b', session('u2', now, 2_000), cache.generation)).toBe(true);
    now += 1_999;
    expect(cache.get('b')).toBeDefined();
    now += 1;
    expect(cache.get('b')).toBeUndefined();
    // An expired one is not kept at all.
    expect(cache.set('c', session('u3', now, 0), cache.generation)).toBe(false);
  });

  it("drops every entry of a user on that user's notification, and everything on a reset", () => {
    const now = 1_000_000;
    const { feed, notify, reset } = fakeFeed();
    const cache = new SessionCache(feed, 5_000, () => now);
    cache.set('a1', session('alice', now), cache.generation);
    cache.set('a2', session('alice', now), cache.generation);
    cache.set('b1', session('bob', now), cache.generation);
    notify('alice');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')?.user.id).toBe('bob');
    reset();
    expect(cache.get('b1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store a read that started before a drop (it may be the revoked session)', () => {
    const now = 1_000_000;
    const { feed, notify } = fakeFeed();
    const cache = new SessionCache(feed, 5_000, () => now);
    const before = cache.generation;
    notify('someone');
    expect(cache.set('a', session('alice', now), before)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    cache.forgetAll();
    expect(cache.set('a', session('alice', now), cache.generation)).toBe(true);
  });

  it('is not used while the feed is not listening, nor with a TTL of 0', () => {
    const now = 1_000_000;
    const { feed } = fakeFeed();
    const cache = new SessionCache(feed, 5_000, () => now);
    cache.set('a', session('alice', now), cache.generation);
    feed.listening = false;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('b', session('bob', now), cache.generation)).toBe(false);

    const off = new SessionCache(fakeFeed().feed, 0, () => now);
    expect(off.enabled).toBe(false);
    expect(off.set('a', session('alice', now), off.generation)).toBe(false);
  });
});
