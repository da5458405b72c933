import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userPreferences } from '../../db/schema.js';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesChanges = Partial<Omit<typeof userPreferences.$inferInsert, 'userId' | 'updatedAt'>>;

export function createPreferencesRepository() {
  return {
    async find(db: Executor, userId: string): Promise<PreferencesRow | undefined> {
      const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
      return row;
    },
    findMany(db: Executor, userIds: string[]): Promise<PreferencesRow[]> {
      if (!userIds.length) return Promise.resolve([]);
      return db.select().from(userPreferences).where(inArray(userPreferences.userId, userIds));
    },
    /** Creates the row with defaults plus `changes`, or applies `changes` to the existing one. */
    async upsert(db: Executor, userId: string, changes: PreferencesChanges): Promise<PreferencesRow> {
      const [row] = await db
        .insert(userPreferences)
        .values({ userId, ...changes })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },
  };
}
export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
