import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

export function createNotificationsRepository() {
  return {
    insertMany(db: Executor, values: (typeof notifications.$inferInsert)[]) {
      return db.insert(notifications).values(values).returning();
    },
    listUnread(db: Executor, userId: string, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },
    /** Marks one of the user's notifications read. False when it is not theirs or does not exist. */
    async markRead(db: Executor, userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    /**
     * Marks the user's unread notifications read, up to `through` (one of theirs) when given;
     * returns how many. Undefined when `through` is not one of theirs.
     */
    async markAllRead(db: Executor, userId: string, through?: string): Promise<number | undefined> {
      if (through) {
        const [seen] = await db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.id, through), eq(notifications.userId, userId)));
        if (!seen) return undefined;
      }
      // Compared in SQL: a timestamp read into JS keeps milliseconds, the column has microseconds.
      const upTo = through
        ? sql`${notifications.createdAt} <= (select n.created_at from notifications n where n.id = ${through})`
        : undefined;
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), upTo))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
