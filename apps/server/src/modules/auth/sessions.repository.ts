import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

function prepareLiveSession(db: Executor) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`,
      ),
    )
    .prepare('session_live');
}

export function createSessionsRepository() {
  const liveSession = new WeakMap<Executor, ReturnType<typeof prepareLiveSession>>();
  return {
    async insert(db: Executor, values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },
    /** The live session for a token digest, with its user; idle and absolute expiry checked in SQL. */
    /** Every request asks this: the query is built once per database and prepared (ADR 019). */
    async findLive(db: Executor, tokenHash: string, idleMinutes: number) {
      let query = liveSession.get(db);
      if (!query) liveSession.set(db, (query = prepareLiveSession(db)));
      const [row] = await query.execute({ tokenHash, idleMinutes });
      return row;
    },
    /** Refreshes last-seen at most once a minute, to keep reads from turning into writes. */
    async touch(db: Executor, id: string) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < now() - interval '1 minute'`));
    },
    /** The User-Agent of every session the user opened before (revoked and expired ones included). */
    async earlierUserAgents(db: Executor, userId: string, exceptSessionId: string): Promise<(string | null)[]> {
      const rows = await db
        .selectDistinct({ userAgent: sessions.userAgent })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)));
      return rows.map((r) => r.userAgent);
    },
    async revoke(db: Executor, id: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    async revokeAllForUser(db: Executor, userId: string, exceptSessionId?: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        );
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
