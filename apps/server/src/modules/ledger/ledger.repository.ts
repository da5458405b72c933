import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { activities, ledgerAccounts, ledgerTransactions, users } from '../../db/schema.js';

export interface PostingRows {
  id: string;
  /** Signed balance change per user wallet (already locked). */
  deltas: [string, bigint][];
  kind: string;
  reference: string;
  source: string;
  status: 'pending' | 'completed' | 'failed';
  metadata: Record<string, unknown>;
  entries: { accountId: string; asset: string; amount: string }[];
  activities: {
    id: string;
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
  /** Notifications, each written only if its user wants transaction notifications. */
  notifications: { id: string; userId: string; title: string; body: string }[];
  /** Live events announced after commit, plus one per notification written. */
  events: unknown[];
  /** The filter on `notifications` (an SQL boolean over the user id column `v.user_id`). */
  wantsNotification: SQL;
}

export interface LockedWallet {
  balance: bigint;
  userId: string;
  asset: string;
  /** The wallet's auto-convert threshold (base units), if set. */
  autoConvertThreshold: bigint | null;
}

/** `bill_clearing` holds bill payments between the user's debit and the biller's final answer. */
export const PLATFORM_KINDS = ['fees', 'treasury', 'external', 'clearing', 'hot_wallet', 'bill_clearing'] as const;
export type PlatformKind = (typeof PLATFORM_KINDS)[number];

export function createLedgerRepository() {
  return {
    /** Locks user wallets in ascending id order (one statement, so no deadlocks between postings). */
    async lockWallets(db: Executor, ids: string[]): Promise<Map<string, LockedWallet>> {
      if (!ids.length) return new Map();
      const rows = await queryRows<{
        id: string;
        balance: string;
        user_id: string;
        asset: string;
        threshold: string | null;
      }>(
        db,
        sql`select id, balance::text as balance, user_id, asset, auto_convert_threshold::text as threshold
              from ${ledgerAccounts} where id in ${ids} and kind = 'user_wallet' order by id for update`,
      );
      return new Map(
        rows.map((r) => [
          r.id,
          {
            balance: BigInt(r.balance),
            userId: r.user_id,
            asset: r.asset,
            autoConvertThreshold: r.threshold === null ? null : BigInt(r.threshold),
          },
        ]),
      );
    },
    /**
     * Writes a whole posting in one statement, one round trip (ADR 015): the wallets' balances,
     * the ledger transaction and its entries, the users' activity rows, the notifications their
     * users want, and the live events into the outbox. Data-modifying CTEs all run, referenced or not.
     */
    async writePosting(db: Executor, p: PostingRows): Promise<void> {
      const parts = [
        sql`t as (
          insert into ledger_transactions (id, kind, reference, source, status, metadata)
          values (${p.id}::uuid, ${p.kind}, ${p.reference}, ${p.source}, ${p.status}, ${JSON.stringify(p.metadata)}::jsonb)
          returning id)`,
        sql`e as (
          insert into ledger_entries (transaction_id, account_id, asset, amount)
          select t.id, v.account_id::uuid, v.asset, v.amount::numeric
            from t, (values ${sql.join(
              p.entries.map((e) => sql`(${e.accountId}, ${e.asset}, ${e.amount})`),
              sql`, `,
            )}) as v(account_id, asset, amount))`,
      ];
      if (p.deltas.length) {
        parts.push(sql`b as (
          update ${ledgerAccounts} a set balance = a.balance + v.delta
            from (values ${sql.join(
              p.deltas.map(([id, delta]) => sql`(${id}::uuid, ${delta.toString()}::numeric)`),
              sql`, `,
            )}) as v(id, delta) where a.id = v.id)`);
      }
      if (p.activities.length) {
        const rows = sql.join(
          p.activities.map(
            (a) =>
              sql`(${a.id}, ${a.userId}, ${a.type}, ${a.status}, ${a.asset}, ${a.amount}, ${a.fee}, ${a.usdCents},
                   ${a.reference}, ${a.counterpartyUserId}, ${a.fromAddress}, ${a.toAddress}, ${a.chain},
                   ${a.details === null ? null : JSON.stringify(a.details)})`,
          ),
          sql`, `,
        );
        parts.push(sql`a as (
          insert into activities (id, user_id, transaction_id, type, status, asset, amount, fee, usd_cents, reference,
                                  counterparty_user_id, from_address, to_address, chain, details)
          select v.id::uuid, v.user_id::uuid, t.id, v.type, v.status, v.asset, v.amount::numeric, v.fee::numeric,
                 v.usd_cents::numeric, v.reference, v.counterparty::uuid, v.from_address, v.to_address, v.chain,
                 v.details::jsonb
            from t, (values ${rows}) as v(id, user_id, type, status, asset, amount, fee, usd_cents, reference,
                                          counterparty, from_address, to_address, chain, details))`);
      }
      let noteEvents = sql`'[]'::jsonb`;
      if (p.notifications.length) {
        const rows = sql.join(
          p.notifications.map((n) => sql`(${n.id}::uuid, ${n.userId}::uuid, ${n.title}, ${n.body})`),
          sql`, `,
        );
        parts.push(sql`n as (
          insert into notifications (id, user_id, title, body)
          select v.id, v.user_id, v.title, v.body from (values ${rows}) as v(id, user_id, title, body)
           where ${p.wantsNotification}
          returning id, user_id, title)`);
        noteEvents = sql`coalesce((select jsonb_agg(jsonb_build_object('userId', n.user_id,
                           'event', jsonb_build_object('type', 'notification', 'id', n.id, 'title', n.title))) from n),
                         '[]'::jsonb)`;
      }
      if (p.events.length || p.notifications.length) {
        parts.push(sql`o as (
          insert into live_outbox (payload)
          select (${JSON.stringify(p.events)}::jsonb || ${noteEvents})::text)`);
      }
      await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
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
    /**
     * Everything a send-to-tag needs to read, in one query: the wallet sent from, its owner's tag,
     * and the recipient (found by tag, any case) with their wallet of the same asset.
     */
    async tagTransferParties(db: Executor, walletId: string, receiverTag: string) {
      const [row] = await queryRows<{
        id: string;
        kind: string;
        user_id: string | null;
        asset: string;
        sender_tag: string | null;
        receiver_id: string | null;
        receiver_tag: string | null;
        receiver_wallet: string | null;
      }>(
        db,
        sql`select w.id, w.kind, w.user_id, w.asset, s.tag as sender_tag,
                   r.id as receiver_id, r.tag as receiver_tag, rw.id as receiver_wallet
              from ${ledgerAccounts} w
              left join ${users} s on s.id = w.user_id
              left join ${users} r on lower(r.tag) = lower(${receiverTag})
              left join ${ledgerAccounts} rw on rw.user_id = r.id and rw.asset = w.asset and rw.kind = 'user_wallet'
             where w.id = ${walletId}`,
      );
      if (!row) return undefined;
      return {
        wallet: { id: row.id, kind: row.kind, userId: row.user_id, asset: row.asset },
        senderTag: row.sender_tag,
        receiver:
          row.receiver_id && row.receiver_wallet
            ? { userId: row.receiver_id, tag: row.receiver_tag!, walletId: row.receiver_wallet }
            : undefined,
      };
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
