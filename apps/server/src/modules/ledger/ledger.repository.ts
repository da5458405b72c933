import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { activities, ledgerAccounts, ledgerTransactions, users } from '../../db/schema.js';

export interface PostingRows {
  id: string;
  kind: string;
  reference: string;
  source: string;
  status: 'pending' | 'completed' | 'failed';
  metadata: Record<string, unknown>;
  entries: { accountId: string; asset: string; amount: string }[];
  activities: {
    userId: string;
    type: string;
    status: string;
    asset: string;
    amount: string;
    fee: string;
    usdCents: string;
    reference: string;
    counterpartyUserId: string | null;
    fromAddress: string | null;
    toAddress: string | null;
    chain: string | null;
    details: unknown;
  }[];
}

export interface LockedWallet {
  balance: bigint;
  userId: string;
  asset: string;
}

/** `bill_clearing` holds bill payments between the user's debit and the biller's final answer. */
export const PLATFORM_KINDS = ['fees', 'treasury', 'external', 'clearing', 'hot_wallet', 'bill_clearing'] as const;
export type PlatformKind = (typeof PLATFORM_KINDS)[number];

export function createLedgerRepository() {
  return {
    /** Locks user wallets in ascending id order (one statement, so no deadlocks between postings). */
    async lockWallets(db: Executor, ids: string[]): Promise<Map<string, LockedWallet>> {
      if (!ids.length) return new Map();
      const rows = await queryRows<{ id: string; balance: string; user_id: string; asset: string }>(
        db,
        sql`select id, balance::text as balance, user_id, asset from ${ledgerAccounts}
             where id in ${ids} and kind = 'user_wallet' order by id for update`,
      );
      return new Map(rows.map((r) => [r.id, { balance: BigInt(r.balance), userId: r.user_id, asset: r.asset }]));
    },
    async applyDeltas(db: Executor, deltas: [string, bigint][]): Promise<void> {
      if (!deltas.length) return;
      const values = sql.join(
        deltas.map(([id, delta]) => sql`(${id}::uuid, ${delta.toString()}::numeric)`),
        sql`, `,
      );
      await db.execute(sql`update ${ledgerAccounts} a set balance = a.balance + v.delta
                             from (values ${values}) as v(id, delta) where a.id = v.id`);
    },
    /**
     * Writes a ledger transaction, its entries and its activity rows in one statement (one round
     * trip on the hot path). Data-modifying CTEs all run, referenced or not.
     */
    async insertPosting(db: Executor, p: PostingRows): Promise<{ id: string; userId: string }[]> {
      const entries = sql.join(
        p.entries.map((e) => sql`(${e.accountId}, ${e.asset}, ${e.amount})`),
        sql`, `,
      );
      const head = sql`with t as (
          insert into ledger_transactions (id, kind, reference, source, status, metadata)
          values (${p.id}::uuid, ${p.kind}, ${p.reference}, ${p.source}, ${p.status}, ${JSON.stringify(p.metadata)}::jsonb)
          returning id
        ), e as (
          insert into ledger_entries (transaction_id, account_id, asset, amount)
          select t.id, v.account_id::uuid, v.asset, v.amount::numeric from t, (values ${entries}) as v(account_id, asset, amount)
        )`;
      if (!p.activities.length) {
        await db.execute(sql`${head} select id from t`);
        return [];
      }
      const rows = sql.join(
        p.activities.map(
          (a) =>
            sql`(${a.userId}, ${a.type}, ${a.status}, ${a.asset}, ${a.amount}, ${a.fee}, ${a.usdCents}, ${a.reference},
                 ${a.counterpartyUserId}, ${a.fromAddress}, ${a.toAddress}, ${a.chain},
                 ${a.details === null ? null : JSON.stringify(a.details)})`,
        ),
        sql`, `,
      );
      return queryRows<{ id: string; userId: string }>(
        db,
        sql`${head}
          insert into activities (user_id, transaction_id, type, status, asset, amount, fee, usd_cents, reference,
                                  counterparty_user_id, from_address, to_address, chain, details)
          select v.user_id::uuid, t.id, v.type, v.status, v.asset, v.amount::numeric, v.fee::numeric, v.usd_cents::numeric,
                 v.reference, v.counterparty::uuid, v.from_address, v.to_address, v.chain, v.details::jsonb
            from t, (values ${rows}) as v(user_id, type, status, asset, amount, fee, usd_cents, reference, counterparty,
                                          from_address, to_address, chain, details)
          returning id, user_id as "userId"`,
      );
    },
    setActivityStatus(db: Executor, transactionId: string, status: 'completed' | 'failed') {
      return db
        .update(activities)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(activities.transactionId, transactionId))
        .returning({ id: activities.id, userId: activities.userId });
    },
    async findTransaction(db: Executor, source: string, reference: string) {
      const [row] = await db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.source, source), eq(ledgerTransactions.reference, reference)));
      return row;
    },
    async platformAccount(db: Executor, kind: PlatformKind, asset: string): Promise<string> {
      const [found] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.asset, asset), isNull(ledgerAccounts.userId)));
      if (found) return found.id;
      await db.insert(ledgerAccounts).values({ kind, asset }).onConflictDoNothing();
      return this.platformAccount(db, kind, asset);
    },
    async createWallets(db: Executor, userId: string, wallets: { asset: string; address: string | null }[]) {
      await db.insert(ledgerAccounts).values(wallets.map((w) => ({ kind: 'user_wallet' as const, userId, ...w })));
    },
    walletsOf(db: Executor, userId: string) {
      return db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_wallet')));
    },
    /** A user found by tag (any case) with their wallet for `asset`, in one query. */
    async recipientByTag(db: Executor, tag: string, asset: string) {
      const [row] = await db
        .select({ userId: users.id, tag: users.tag, walletId: ledgerAccounts.id })
        .from(users)
        .innerJoin(
          ledgerAccounts,
          and(
            eq(ledgerAccounts.userId, users.id),
            eq(ledgerAccounts.asset, asset),
            eq(ledgerAccounts.kind, 'user_wallet'),
          ),
        )
        .where(sql`lower(${users.tag}) = lower(${tag})`);
      return row;
    },
    async walletFor(db: Executor, userId: string, asset: string) {
      const [row] = await db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            eq(ledgerAccounts.asset, asset),
            eq(ledgerAccounts.kind, 'user_wallet'),
          ),
        );
      return row;
    },
    async accountsByIds(db: Executor, ids: string[]) {
      if (!ids.length) return [];
      return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
