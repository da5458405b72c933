import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { join, list, q, raw, rows, run, runThenCommit, type Query } from '../../db/prepared.js';
import { activities, ledgerAccounts, ledgerTransactions, users } from '../../db/schema.js';

/** What a batch of postings writes (ADR 026); a single posting is a batch of one. */
export interface PostingRows {
  /** Signed balance change per user wallet (already locked), summed over the batch. */
  deltas: [string, bigint][];
  transactions: {
    id: string;
    kind: string;
    reference: string;
    source: string;
    status: 'pending' | 'completed' | 'failed';
    metadata: Record<string, unknown>;
  }[];
  entries: { transactionId: string; accountId: string; asset: string; amount: string }[];
  activities: {
    id: string;
    transactionId: string;
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
  notifications: { id: string; userId: string; title: string; body: string; ownAction?: boolean }[];
  /** Live events announced after commit, plus one per notification written. */
  events: unknown[];
  /** The filter on `notifications`: an SQL boolean over the user id column `v.user_id` (trusted text). */
  wantsNotification: string;
  /** What posting hooks add to the statement: CTEs that write, and checks that may refuse it. */
  parts: WritePart[];
}

/** A CTE a posting hook adds to the posting's write statement (ADR 019). */
export interface WritePart {
  /** The CTE's name, unique in the statement (prefix it with the hook's). */
  name: string;
  query: Query;
  /**
   * A check: a `select` that calls `ledger_refuse(code, detail)` for each reason to refuse. It is
   * evaluated after the posting's locks are held, in a snapshot taken after them.
   */
  check?: boolean;
}

/** A read a posting hook adds to the statement that locks the posting's wallets (ADR 023). */
export interface ReadPart {
  /** A `select` needing no lock (a tier, an email address); its rows are given to `take`. */
  query: Query;
  /** The rows, as JSON objects (column name to value): json types only, no bigint. */
  take(rows: Record<string, unknown>[]): void;
}

interface LockedRow {
  id: string;
  balance: string;
  user_id: string;
  asset: string;
  threshold: string | null;
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
    /**
     * Locks user wallets in ascending id order (one statement, so no deadlocks between postings).
     * `reads` (posting hooks' reads that need no lock, ADR 023) run in the same statement, so
     * they cost no round trip of their own; their rows come back in order, as JSON objects.
     * User wallets are the accounts with an owner (`ledger_accounts_user_wallet_has_user`): said so
     * rather than `kind = 'user_wallet'`, which lets a planner without statistics read the whole
     * partial index of user wallets instead of the primary key (ADR 024).
     */
    async lockWallets(
      db: Executor,
      ids: string[],
      reads: Query[] = [],
    ): Promise<{ wallets: Map<string, LockedWallet>; reads: Record<string, unknown>[][] }> {
      if (!ids.length && !reads.length) return { wallets: new Map(), reads: [] };
      const columns = [
        q`(select coalesce(json_agg(w), '[]') from (
             select id, balance::text as balance, user_id, asset, auto_convert_threshold::text as threshold
               from ledger_accounts where id in ${list(ids, 'uuid')} and user_id is not null order by id for update) w)`,
        ...reads.map((read) => q`(select coalesce(json_agg(r), '[]') from (${read}) r)`),
      ];
      const [row] = await run<Record<string, unknown>>(
        db,
        q`select ${join(
          columns.map((column, i) => q`${column} as ${raw(`c${i}`)}`),
          ', ',
        )}`,
      );
      const [locked, ...readRows] = columns.map((_, i) => row![`c${i}`]) as [
        LockedRow[],
        ...Record<string, unknown>[][],
      ];
      const wallets = new Map(
        locked.map((r) => [
          r.id,
          {
            balance: BigInt(r.balance),
            userId: r.user_id,
            asset: r.asset,
            autoConvertThreshold: r.threshold === null ? null : BigInt(r.threshold),
          },
        ]),
      );
      return { wallets, reads: readRows };
    },
    /**
     * Writes a whole posting in one statement, one round trip (ADR 015, ADR 019): the wallets'
     * balances, the ledger transaction and its entries, the users' activity rows, the notifications
     * their users want, the live events into the outbox, and what posting hooks add. Rows go in as
     * arrays, so the text depends only on the hooks' parts and is prepared once. Data-modifying
     * CTEs all run, referenced or not; checks are referenced by the final select. With `commit`,
     * COMMIT goes out with it (`runThenCommit`): the caller's transaction ends here.
     */
    async writePosting(db: Executor, p: PostingRows, { commit = false } = {}): Promise<void> {
      const column = <K extends keyof PostingRows['activities'][number]>(key: K) => p.activities.map((a) => a[key]);
      const txColumn = <K extends keyof PostingRows['transactions'][number]>(key: K) =>
        p.transactions.map((t) => t[key]);
      const parts: Query[] = [
        q`t as (
          insert into ledger_transactions (id, kind, reference, source, status, metadata)
          select v.id, v.kind, v.reference, v.source, v.status, v.metadata::jsonb
            from unnest(${txColumn('id')}::uuid[], ${txColumn('kind')}::text[], ${txColumn('reference')}::text[],
                        ${txColumn('source')}::text[], ${txColumn('status')}::text[],
                        ${p.transactions.map((t) => JSON.stringify(t.metadata))}::text[])
                 as v(id, kind, reference, source, status, metadata))`,
        q`e as (
          insert into ledger_entries (transaction_id, account_id, asset, amount)
          select v.transaction_id, v.account_id, v.asset, v.amount
            from unnest(${p.entries.map((e) => e.transactionId)}::uuid[], ${p.entries.map((e) => e.accountId)}::uuid[],
                        ${p.entries.map((e) => e.asset)}::text[], ${p.entries.map((e) => e.amount)}::numeric[])
                 as v(transaction_id, account_id, asset, amount))`,
        q`b as (
          update ledger_accounts a set balance = a.balance + v.delta
            from ${rows(
              p.deltas.map(([id, delta]) => [id, delta.toString()]),
              ['uuid', 'numeric'],
            )} as v(id, delta)
           where a.id = v.id)`,
        q`a as (
          insert into activities (id, user_id, transaction_id, type, status, asset, amount, fee, usd_cents, reference,
                                  counterparty_user_id, from_address, to_address, chain, details)
          select v.id, v.user_id, v.transaction_id, v.type, v.status, v.asset, v.amount, v.fee, v.usd_cents,
                 v.reference, v.counterparty, v.from_address, v.to_address, v.chain, v.details::jsonb
            from unnest(${column('id')}::uuid[], ${column('transactionId')}::uuid[], ${column('userId')}::uuid[],
                        ${column('type')}::text[],
                           ${column('status')}::text[], ${column('asset')}::text[], ${column('amount')}::numeric[],
                           ${column('fee')}::numeric[], ${column('usdCents')}::numeric[], ${column('reference')}::text[],
                           ${column('counterpartyUserId')}::uuid[], ${column('fromAddress')}::text[],
                           ${column('toAddress')}::text[], ${column('chain')}::text[],
                           ${p.activities.map((a) => (a.details === null ? null : JSON.stringify(a.details)))}::text[])
                 as v(id, transaction_id, user_id, type, status, asset, amount, fee, usd_cents, reference, counterparty,
                      from_address, to_address, chain, details))`,
        q`n as (
          insert into notifications (id, user_id, title, body)
          select v.id, v.user_id, v.title, v.body
            from unnest(${p.notifications.map((n) => n.id)}::uuid[], ${p.notifications.map((n) => n.userId)}::uuid[],
                        ${p.notifications.map((n) => n.title)}::text[], ${p.notifications.map((n) => n.body)}::text[])
                 as v(id, user_id, title, body)
           where ${raw(p.wantsNotification)}
          returning id, user_id, title)`,
        // The payload is text, joined as text: parsing the events into jsonb and printing them back
        // took about a sixth of a 25-send write (ADR 053).
        q`o as (
          insert into live_outbox (payload)
          select case when n.notes is null then e.events
                      when e.events = '[]' then '[' || n.notes || ']'
                      else left(e.events, -1) || ',' || n.notes || ']' end
            from (select ${JSON.stringify(p.events)}::text as events) e,
                 (select string_agg(json_build_object('userId', n.user_id, 'event',
                                      case when n.id = any(${p.notifications.filter((n) => n.ownAction).map((n) => n.id)}::uuid[])
                                           then json_build_object('type', 'notification', 'id', n.id, 'title', n.title,
                                                                  'own_action', true)
                                           else json_build_object('type', 'notification', 'id', n.id, 'title', n.title)
                                      end)::text, ',')
                           as notes
                    from n) n
           where ${p.events.length > 0}::boolean or n.notes is not null)`,
        ...p.parts.map((part) => q`${raw(part.name)} as (${part.query})`),
      ];
      const checks = p.parts.filter((part) => part.check).map((part) => `(select count(*) from ${part.name})`);
      const statement = q`with ${join(parts, ', ')} select ${raw(checks.length ? checks.join(' + ') : '0')}`;
      await (commit ? runThenCommit(db, statement) : run(db, statement));
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
      const [row] = await run<{
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
        q`select w.id, w.kind, w.user_id, w.asset, s.tag as sender_tag,
                 r.id as receiver_id, r.tag as receiver_tag, rw.id as receiver_wallet
            from ledger_accounts w
            left join users s on s.id = w.user_id
            left join users r on lower(r.tag) = lower(${receiverTag})
            left join ledger_accounts rw on rw.user_id = r.id and rw.asset = w.asset and rw.kind = 'user_wallet'
           where w.id = ${walletId}::uuid`,
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
