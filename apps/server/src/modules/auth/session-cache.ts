import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import type { Caller } from '../../http/define-route.js';

/** PostgreSQL channel on which every revoked or deleted session's id is announced (migration 0016). */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** A live session as the cache keeps it: who calls, and until when the answer may be reused. */
interface Cached {
  caller: Caller;
  /** `Date.now()` after which the database must be asked again. */
  until: number;
}

/**
 * Live sessions seen lately, by token digest, so most requests skip the session lookup (ADR 033).
 * An entry is reused for `ttlMs` at most, and never past its session's absolute expiry or a minute
 * after the last-seen time it was read with (so last-seen still moves once a minute and idle expiry
 * is checked by the database). A revocation evicts at once: the revoking code evicts after its
 * commit, and every process evicts on the database's announcement of it. A lookup that started
 * before any eviction is not stored, so a read racing a revocation cannot put the session back.
 */
export function createSessionCache(options: { ttlMs: number; max?: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const bySession = new Map<string, string>();
  const entries = new LRUCache<string, Cached>({
    max: options.max ?? 50_000,
    dispose: (value) => bySession.delete(value.caller.sessionId),
  });
  /** Counts evictions; a lookup stores its answer only if none happened while it ran. */
  let evictions = 0;

  return {
    /** The cached caller of a token digest, if still usable. */
    get(tokenHash: string): Caller | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.caller;
      entries.delete(tokenHash);
      return undefined;
    },
    /** Marks the start of a database lookup; pass the mark to `set`. */
    mark: () => evictions,
    /** Stores a live session read from the database at `mark`, unless an eviction came since. */
    set(tokenHash: string, caller: Caller, session: { expiresAt: Date; lastSeenAt: Date }, mark: number): void {
      if (mark !== evictions) return;
      const until = Math.min(now() + options.ttlMs, session.expiresAt.getTime(), session.lastSeenAt.getTime() + 60_000);
      if (until <= now()) return;
      entries.set(tokenHash, { caller, until });
      bySession.set(caller.sessionId, tokenHash);
    },
    /** Forgets revoked sessions (by session id). */
    evict(sessionIds: Iterable<string>): void {
      evictions++;
      for (const id of sessionIds) {
        const tokenHash = bySession.get(id);
        if (tokenHash !== undefined) entries.delete(tokenHash);
      }
    },
    /** Forgets everything: announcements may have been missed (the listening connection was lost). */
    clear(): void {
      evictions++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * Evicts every session the database announces as revoked or deleted, whichever process ended it,
 * and tells `ended` (the live hub, which closes its sockets); after the listening connection was
 * lost and came back, forgets everything. Resolves to a stop.
 */
export function listenForRevocations(
  database: Pick<Database, 'listen'>,
  cache: SessionCache | undefined,
  ended: (sessionIds: string[]) => void = () => {},
) {
  return database.listen(
    SESSION_REVOKED_CHANNEL,
    (sessionId) => {
      cache?.evict([sessionId]);
      ended([sessionId]);
    },
    () => cache?.clear(),
  );
}
