import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.js';

const caller = (sessionId: string) => ({ userId: `user-${sessionId}`, sessionId, role: 'user' as const });

/** A cache on a clock the test moves; sessions last seen at `seen` and expiring far away by default. */
function setup(ttlMs = 10_000) {
  let time = 1_000_000;
  const cache = createSessionCache({ ttlMs, now: () => time });
  const session = (seen = time, expires = time + 86_400_000) => ({
    lastSeenAt: new Date(seen),
    expiresAt: new Date(expires),
  });
  return { cache, session, advance: (ms: number) => (time += ms), now: () => time };
}

describe('session cache', () => {
  it('reuses a live session for its time to live, then asks again', () => {
    const { cache, session, advance } = setup(10_000);
    cache.set('digest-a', caller('a'), session(), cache.mark());
    expect(cache.get('digest-a')).toEqual(caller('a'));
    advance(9_999);
    expect(cache.get('digest-a')).toEqual(caller('a'));
    advance(1);
    expect(cache.get('digest-a')).toBeUndefined();
    expect(cache.get('digest-unknown')).toBeUndefined();
  });

  it("never past the session's expiry, nor a minute after the last-seen time it was read with", () => {
    const { cache, session, advance, now } = setup(60_000);
    cache.set('expiring', caller('e'), session(now(), now() + 3_000), cache.mark());
    cache.set('seen-long-ago', caller('s'), session(now() - 55_000), cache.mark());
    advance(3_000);
    expect(cache.get('expiring')).toBeUndefined();
    expect(cache.get('seen-long-ago')).toEqual(caller('s'));
    advance(2_000);
    expect(cache.get('seen-long-ago')).toBeUndefined(); // last-seen is due to move: ask the database
    cache.set('already-idle', caller('i'), session(now() - 61_000), cache.mark());
    expect(cache.get('already-idle')).toBeUndefined();
  });

  it('forgets a revoked session at once, and keeps the others', () => {
    const { cache, session } = setup();
    for (const id of ['a', 'b']) cache.set(`digest-${id}`, caller(id), session(), cache.mark());
    cache.evict(['a', 'not-cached']);
    expect(cache.get('digest-a')).toBeUndefined();
    expect(cache.get('digest-b')).toEqual(caller('b'));
    cache.clear();
    expect(cache.get('digest-b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store a lookup that began before a revocation: a racing read cannot bring it back', () => {
    const { cache, session } = setup();
    const beforeEvict = cache.mark();
    cache.evict(['a']); // revoked while the lookup was reading the still-live row
    cache.set('digest-a', caller('a'), session(), beforeEvict);
    expect(cache.get('digest-a')).toBeUndefined();
    const beforeClear = cache.mark();
    cache.clear();
    cache.set('digest-a', caller('a'), session(), beforeClear);
    expect(cache.get('digest-a')).toBeUndefined();
    cache.set('digest-a', caller('a'), session(), cache.mark());
    expect(cache.get('digest-a')).toEqual(caller('a'));
  });
});
