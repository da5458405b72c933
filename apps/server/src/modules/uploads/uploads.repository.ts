import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema.js';

export type UploadRow = typeof uploads.$inferSelect;

export function createUploadsRepository() {
  return {
    async insert(db: Executor, values: typeof uploads.$inferInsert): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      return row!;
    },
    async findById(db: Executor, id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },
    /** Which of `ids` belong to `ownerId`. */
    async ownedIds(db: Executor, ownerId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
