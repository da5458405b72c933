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
    /** Marks every unread notification of the user read; returns how many there were. */
    async markAllRead(db: Executor, userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
