import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledgerAccounts, swapQuotes, swaps, treasuryPositions } from '../../db/schema.js';

export type QuoteRow = typeof swapQuotes.$inferSelect;
export type NewQuote = typeof swapQuotes.$inferInsert;
export type SwapRow = typeof swaps.$inferSelect;

/** Queries of the exchange: quotes, executed swaps, the treasury's positions, auto-convert settings. */
export function createExchangeRepository() {
  return {
    async insertQuote(db: Executor, quote: NewQuote): Promise<QuoteRow> {
      const [row] = await db.insert(swapQuotes).values(quote).returning();
      return row!;
    },
    async findQuote(db: Executor, id: string): Promise<QuoteRow | undefined> {
      const [row] = await db.select().from(swapQuotes).where(eq(swapQuotes.id, id));
      return row;
    },
    /** The quote under a row lock: two executions of one quote queue here, and the second sees it used. */
    async lockQuote(db: Executor, id: string): Promise<QuoteRow | undefined> {
      const [row] = await db.select().from(swapQuotes).where(eq(swapQuotes.id, id)).for('update');
      return row;
    },
    async markExecuted(db: Executor, id: string, at: Date): Promise<void> {
      await db.update(swapQuotes).set({ executedAt: at }).where(eq(swapQuotes.id, id));
    },
    async insertSwap(db: Executor, swap: typeof swaps.$inferInsert): Promise<SwapRow> {
      const [row] = await db.insert(swaps).values(swap).returning();
      return row!;
    },
    /** Swaps to or from NGN, newest first. */
    async conversions(db: Executor, userId: string, limit: number, before?: string): Promise<SwapRow[]> {
      return db
        .select()
        .from(swaps)
        .where(
          and(
            eq(swaps.userId, userId),
            or(eq(swaps.fromAsset, 'NGN'), eq(swaps.toAsset, 'NGN')),
            before
              ? sql`${swaps.seq} < (select s.seq from swaps s where s.id = ${before} and s.user_id = ${userId})`
              : undefined,
          ),
        )
        .orderBy(desc(swaps.seq))
        .limit(limit);
    },
    async lastAutoConversionAt(db: Executor, walletId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: swaps.createdAt })
        .from(swaps)
        .where(and(eq(swaps.fromWalletId, walletId), eq(swaps.trigger, 'auto')))
        .orderBy(desc(swaps.createdAt))
        .limit(1);
      return row?.at;
    },
    async setAutoConvert(
      db: Executor,
      walletId: string,
      update: { autoConvertThreshold: string | null; autoConvertMinRate?: string | null },
    ) {
      const [row] = await db.update(ledgerAccounts).set(update).where(eq(ledgerAccounts.id, walletId)).returning();
      return row!;
    },
    /** Of these wallets, the ones whose balance is above their auto-convert threshold. */
    /** Quotes never executed, expired for more than a day: only swaps need their quote kept. */
    async purgeQuotes(db: Executor, before: Date): Promise<void> {
      await db.delete(swapQuotes).where(and(isNull(swapQuotes.executedAt), lt(swapQuotes.expiresAt, before)));
    },
    positions(db: Executor) {
      return db.select().from(treasuryPositions).orderBy(treasuryPositions.asset);
    },
    async position(db: Executor, asset: string): Promise<bigint> {
      const [row] = await db
        .select({ balance: treasuryPositions.balance })
        .from(treasuryPositions)
        .where(eq(treasuryPositions.asset, asset));
      return BigInt(row?.balance ?? '0');
    },
    /**
     * Applies a change to the treasury's holding of an asset under its row lock. A decrease that
     * would take it below zero changes nothing and returns false.
     */
    async movePosition(db: Executor, asset: string, delta: bigint): Promise<boolean> {
      if (delta >= 0n) {
        await db
          .insert(treasuryPositions)
          .values({ asset, balance: delta.toString() })
          .onConflictDoUpdate({
            target: treasuryPositions.asset,
            set: { balance: sql`${treasuryPositions.balance} + ${delta.toString()}::numeric`, updatedAt: sql`now()` },
          });
        return true;
      }
      const rows = await db
        .update(treasuryPositions)
        .set({ balance: sql`${treasuryPositions.balance} + ${delta.toString()}::numeric`, updatedAt: sql`now()` })
        .where(
          and(
            eq(treasuryPositions.asset, asset),
            sql`${treasuryPositions.balance} + ${delta.toString()}::numeric >= 0`,
          ),
        )
        .returning({ asset: treasuryPositions.asset });
      return rows.length === 1;
    },
  };
}
export type ExchangeRepository = ReturnType<typeof createExchangeRepository>;
