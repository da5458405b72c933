import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { beneficiaries } from '../../db/schema.js';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type BeneficiaryValues = Omit<typeof beneficiaries.$inferInsert, 'id' | 'createdAt' | 'lastUsedAt'>;

export function createBeneficiariesRepository() {
  return {
    async list(db: Executor, userId: string, kind?: BeneficiaryRow['kind']): Promise<BeneficiaryRow[]> {
      return db
        .select()
        .from(beneficiaries)
        .where(
          kind ? and(eq(beneficiaries.userId, userId), eq(beneficiaries.kind, kind)) : eq(beneficiaries.userId, userId),
        )
        .orderBy(desc(beneficiaries.lastUsedAt), desc(beneficiaries.createdAt))
        .limit(100);
    },
    /** Saves the recipient, or marks an already saved one as just used (a new label replaces the old). */
    async upsert(db: Executor, values: BeneficiaryValues): Promise<{ row: BeneficiaryRow; created: boolean }> {
      const now = new Date();
      const [row] = await db
        .insert(beneficiaries)
        .values({ ...values, lastUsedAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: [beneficiaries.userId, beneficiaries.key],
          set: {
            lastUsedAt: now,
            ...(values.label ? { label: values.label } : {}),
            ...(values.accountName ? { accountName: values.accountName } : {}),
          },
        })
        .returning();
      return { row: row!, created: row!.createdAt.getTime() === row!.lastUsedAt.getTime() };
    },
    async remove(db: Executor, userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(beneficiaries)
        .where(and(eq(beneficiaries.id, id), eq(beneficiaries.userId, userId)))
        .returning({ id: beneficiaries.id });
      return rows.length > 0;
    },
  };
}
export type BeneficiariesRepository = ReturnType<typeof createBeneficiariesRepository>;
