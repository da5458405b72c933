import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { UserRow } from './user-dto.js';

export function createUsersRepository() {
  return {
    async findById(db: Executor, id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },
    async findByTag(db: Executor, tag: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.tag}) = lower(${tag})`);
      return row;
    },
    async insert(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async touchLastLogin(db: Executor, id: string): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ lastLogin: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
