import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

export function createAccountSecurityRepository() {
  const live = (idleMinutes: number) =>
    and(
      isNull(sessions.revokedAt),
      sql`${sessions.expiresAt} > now()`,
      sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${idleMinutes})`,
    );
  return {
    async passwordHash(db: Executor, userId: string): Promise<string | undefined> {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return row?.hash;
    },
    async setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    listLiveSessions(db: Executor, userId: string, idleMinutes: number) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(idleMinutes)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },
    /** Revokes one of the user's sessions; false when it is not theirs or already gone. */
    async revoke(db: Executor, userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    /** Revokes the user's other sessions; their ids. */
    async revokeOthers(db: Executor, userId: string, keepSessionId: string): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
  };
}
export type AccountSecurityRepository = ReturnType<typeof createAccountSecurityRepository>;
