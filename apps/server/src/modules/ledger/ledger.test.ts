import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { fund } from '../../../test/helpers/money.js';
import { createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { UnbalancedPostingError } from './ledger.errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const walletId = async (userId: string, asset: 'ETH' | 'USDC' = 'USDC') =>
  (await t.container.ledgerRepository.walletFor(t.container.db, userId, asset))!.id;

/** Money inside the system per asset: user balances plus platform accounts, the outside world excluded. */
async function totals(): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ asset: string; total: string }>(
    t.container.db,
    sql`select a.asset,
               (sum(a.balance) filter (where a.kind = 'user_wallet')
                + coalesce((select sum(e.amount) from ledger_entries e join ledger_accounts p on p.id = e.account_id
                             where p.asset = a.asset and p.kind not in ('user_wallet', 'external')), 0))::text as total
          from ledger_accounts a group by a.asset`,
  );
  return new Map(rows.map((r) => [r.asset, BigInt(r.total)]));
}

describe('ledger invariants', () => {
  it('refuses an unbalanced posting in the service', async () => {
    const { user } = await registerUser(t.app);
    const id = await walletId(user.id);
    await expect(
      t.container.db.transaction((tx) =>
        t.container.ledger.post(tx, {
          kind: 'bad',
          status: 'completed',
          legs: [{ accountId: id, asset: 'USDC', amount: 5n }],
          activities: [],
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedPostingError);
  });

  it('the database itself refuses entries that do not sum to zero', async () => {
    const { user } = await registerUser(t.app);
    const id = await walletId(user.id);
    await expect(
      t.container.db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`insert into ledger_transactions (kind, reference, status) values ('raw', 'raw-1', 'completed') returning id`,
        );
        await tx.execute(
          sql`insert into ledger_entries (transaction_id, account_id, asset, amount) values (${row!.id}, ${id}, 'USDC', 7)`,
        );
      }),
    ).rejects.toThrow();
    const [count] = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from ledger_transactions where reference = 'raw-1'`,
    );
    expect(count!.n).toBe(0);
  });

  describe('the database checks each statement that writes entries (ADR 040)', () => {
    /** An entry: which of the two transactions, the account (`usdc` or `eth`), its asset and amount. */
    type Entry = [0 | 1, 'usdc' | 'eth', string, number];
    /** Two ledger transactions of one user, and their entries: each list one statement, in one database transaction. */
    async function write(...statements: Entry[][]) {
      const { user } = await registerUser(t.app);
      const usdc = await walletId(user.id);
      const eth = await walletId(user.id, 'ETH');
      const accounts: Record<string, string> = { usdc, eth };
      const reference = `raw-${user.id}`;
      const written = t.container.db.transaction(async (tx) => {
        const ids = await queryRows<{ id: string }>(
          tx,
          sql`insert into ledger_transactions (kind, reference, status)
              values ('raw', ${`${reference}-a`}, 'completed'), ('raw', ${`${reference}-b`}, 'completed') returning id`,
        );
        for (const entries of statements) {
          const rows = entries.map(
            ([txn, account, asset, amount]) =>
              sql`(${ids[txn]!.id}::uuid, ${accounts[account]}::uuid, ${asset}, ${amount})`,
          );
          await tx.execute(
            sql`insert into ledger_entries (transaction_id, account_id, asset, amount) values ${sql.join(rows, sql`, `)}`,
          );
        }
      });
      const count = async () =>
        (
          await queryRows<{ n: number }>(
            t.container.db,
            sql`select count(*)::int as n from ledger_transactions where reference like ${`${reference}%`}`,
          )
        )[0]!.n;
      // drizzle wraps PostgreSQL's error: its message is the cause's.
      const refusal = written.then(
        () => 'written',
        (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
      );
      return { written, refusal, count };
    }

    it('takes two balanced transactions in one statement', async () => {
      const { written, count } = await write([
        [0, 'usdc', 'USDC', 7],
        [0, 'usdc', 'USDC', -7],
        [1, 'eth', 'ETH', 3],
        [1, 'eth', 'ETH', -3],
      ]);
      await written;
      expect(await count()).toBe(2);
    });

    it('refuses the whole statement when one of its transactions does not balance', async () => {
      const { refusal, count } = await write([
        [0, 'usdc', 'USDC', 7],
        [0, 'usdc', 'USDC', -7],
        [1, 'eth', 'ETH', 3],
        [1, 'eth', 'ETH', -2],
      ]);
      expect(await refusal).toMatch(/does not balance in ETH/);
      expect(await count()).toBe(0);
    });

    it('refuses an entry whose asset is not its account’s, even when the amounts balance', async () => {
      const { refusal, count } = await write([
        [0, 'usdc', 'USDC', 7],
        [0, 'eth', 'USDC', -7],
      ]);
      expect(await refusal).toMatch(/does not match its account/);
      expect(await count()).toBe(0);
    });

    it('refuses a transaction written an entry per statement: each statement must balance', async () => {
      const { refusal, count } = await write([[0, 'usdc', 'USDC', 7]], [[0, 'usdc', 'USDC', -7]]);
      expect(await refusal).toMatch(/does not balance in USDC/);
      expect(await count()).toBe(0);
    });

    it('takes balanced entries added to a balanced transaction by a later statement', async () => {
      const { written, count } = await write(
        [
          [0, 'usdc', 'USDC', 7],
          [0, 'usdc', 'USDC', -7],
        ],
        [
          [0, 'usdc', 'USDC', 2],
          [0, 'usdc', 'USDC', -2],
          [1, 'eth', 'ETH', 1],
          [1, 'eth', 'ETH', -1],
        ],
      );
      await written;
      expect(await count()).toBe(2);
    });

    it('refuses a later statement that leaves a balanced transaction unbalanced', async () => {
      const { refusal, count } = await write(
        [
          [0, 'usdc', 'USDC', 7],
          [0, 'usdc', 'USDC', -7],
        ],
        [
          [0, 'usdc', 'USDC', 5],
          [1, 'eth', 'ETH', 1],
          [1, 'eth', 'ETH', -1],
        ],
      );
      expect(await refusal).toMatch(/does not balance in USDC/);
      expect(await count()).toBe(0);
    });

    it('checks a statement without reading the ledger’s entries (ADR 045)', async () => {
      const { user } = await registerUser(t.app);
      const usdc = await walletId(user.id);
      // This transaction's own scans of the table, counted at once (pg_stat_xact_*).
      const scans = async (tx: Executor) =>
        (
          await queryRows<{ n: number }>(
            tx,
            sql`select (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int as n
                  from pg_stat_xact_user_tables where relname = 'ledger_entries'`,
          )
        )[0]?.n ?? 0;
      await t.container.db.transaction(async (tx) => {
        const [txn] = await queryRows<{ id: string }>(
          tx,
          sql`insert into ledger_transactions (kind, reference, status)
              values ('raw', ${`raw-scan-${user.id}`}, 'completed') returning id`,
        );
        const before = await scans(tx);
        await tx.execute(
          sql`insert into ledger_entries (transaction_id, account_id, asset, amount)
              values (${txn!.id}::uuid, ${usdc}::uuid, 'USDC', 7), (${txn!.id}::uuid, ${usdc}::uuid, 'USDC', -7)`,
        );
        expect(await scans(tx)).toBe(before);
      });
    });
  });

  describe('what entries and activities refer to exists, and stays (ADR 051)', () => {
    /** PostgreSQL's message for a refused statement (drizzle wraps the error). */
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'written',
        (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
      );
    /** A new ledger transaction of `tx`, committed with it. */
    const newTransaction = async (tx: Executor) =>
      (
        await queryRows<{ id: string }>(
          tx,
          sql`insert into ledger_transactions (kind, reference, status)
              values ('raw', ${`raw-${randomUUID()}`}, 'completed') returning id`,
        )
      )[0]!.id;
    const entries = (tx: Executor, transactionId: string, debit: string, credit: string) =>
      tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, asset, amount)
            values (${transactionId}::uuid, ${debit}::uuid, 'USDC', -7), (${transactionId}::uuid, ${credit}::uuid, 'USDC', 7)`,
      );
    const activity = (tx: Executor, a: { userId: string; transactionId: string; counterparty?: string }) =>
      tx.execute(
        sql`insert into activities (user_id, transaction_id, type, status, asset, amount, usd_cents, reference,
                                    counterparty_user_id)
            values (${a.userId}::uuid, ${a.transactionId}::uuid, 'transfer_out', 'completed', 'USDC', 7, 0, 'raw',
                    ${a.counterparty ?? null}::uuid)`,
      );

    it('refuses entries whose ledger transaction or account does not exist', async () => {
      const { user } = await registerUser(t.app);
      const usdc = await walletId(user.id);
      const nowhere = randomUUID();
      expect(await refusal(t.container.db.transaction((tx) => entries(tx, nowhere, usdc, usdc)))).toMatch(
        /refers to a row that does not exist/,
      );
      expect(
        await refusal(t.container.db.transaction(async (tx) => entries(tx, await newTransaction(tx), usdc, nowhere))),
      ).toMatch(/refers to a row that does not exist/);
      await t.container.db.transaction(async (tx) => entries(tx, await newTransaction(tx), usdc, usdc));
    });

    it('refuses activities whose user, counterparty or ledger transaction does not exist', async () => {
      const [{ user }, { user: other }] = [await registerUser(t.app), await registerUser(t.app)];
      const nowhere = randomUUID();
      const write = (a: (transactionId: string) => Parameters<typeof activity>[1]) =>
        refusal(t.container.db.transaction(async (tx) => activity(tx, a(await newTransaction(tx)))));
      const missing = /refers to a user or ledger transaction that does not exist/;
      expect(await write((transactionId) => ({ userId: nowhere, transactionId }))).toMatch(missing);
      expect(await write((transactionId) => ({ userId: user.id, transactionId, counterparty: nowhere }))).toMatch(
        missing,
      );
      expect(await write(() => ({ userId: user.id, transactionId: nowhere }))).toMatch(missing);
      expect(await write((transactionId) => ({ userId: user.id, transactionId, counterparty: other.id }))).toBe(
        'written',
      );
    });

    it('never lets a user, ledger account, ledger transaction or activity go, nor change what they refer to', async () => {
      const { user } = await registerUser(t.app);
      await fund(t.container, user.id, 'USDC', '5');
      const usdc = await walletId(user.id);
      const kept = /rows are kept/;
      for (const statement of [
        sql`delete from users where id = ${user.id}::uuid`,
        sql`update users set id = gen_random_uuid() where id = ${user.id}::uuid`,
        sql`delete from ledger_accounts where id = ${usdc}::uuid`,
        sql`delete from ledger_transactions where id in (select transaction_id from ledger_entries where account_id = ${usdc}::uuid)`,
        sql`delete from activities where user_id = ${user.id}::uuid`,
        sql`update activities set user_id = gen_random_uuid() where user_id = ${user.id}::uuid`,
        sql`truncate ledger_transactions cascade`,
      ]) {
        expect(await refusal(t.container.db.execute(statement))).toMatch(kept);
      }
      expect(await walletId(user.id)).toBe(usdc);
    });
  });

  it('the database refuses a negative user balance', async () => {
    const { user } = await registerUser(t.app);
    const id = await walletId(user.id);
    await expect(
      t.container.db.execute(sql`update ledger_accounts set balance = -1 where id = ${id}`),
    ).rejects.toThrow();
  });

  it('ledger entries are append-only', async () => {
    const { user } = await registerUser(t.app);
    await fund(t.container, user.id, 'USDC', '5');
    await expect(t.container.db.execute(sql`update ledger_entries set amount = amount * 2`)).rejects.toThrow();
    await expect(t.container.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });

  it('credits an inbound reference exactly once, also when delivered concurrently', async () => {
    const { user } = await registerUser(t.app);
    const credit = {
      source: 'sandbox-funding',
      reference: `once-${user.id}`,
      userId: user.id,
      asset: 'USDC' as const,
      amount: 1_000_000n,
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => t.container.funding.creditInbound(credit)));
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    const [wallet] = await t.container.ledgerRepository.accountsByIds(t.container.db, [await walletId(user.id)]);
    expect(wallet!.balance).toBe('1000000');
  });
});

describe('a posting’s live events (ADR 053)', () => {
  /** Posts in a transaction that is rolled back, and returns the live outbox rows it wrote. */
  async function payloadsOf(posting: (tx: Executor) => Promise<Parameters<typeof t.container.ledger.post>[1]>) {
    let payloads: unknown[] = [];
    await t.container.db
      .transaction(async (tx) => {
        const before = await queryRows<{ id: string }>(
          tx,
          sql`select coalesce(max(id), 0)::text as id from live_outbox`,
        );
        await t.container.ledger.post(tx, await posting(tx));
        const rows = await queryRows<{ payload: string }>(
          tx,
          sql`select payload from live_outbox where id > ${before[0]!.id}::bigint order by id`,
        );
        payloads = rows.map((r) => JSON.parse(r.payload) as unknown);
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    return payloads;
  }

  it('writes its users’ events and the notifications they want as one JSON array', async () => {
    const [{ user: from }, { user: to }] = [await registerUser(t.app), await registerUser(t.app)];
    await fund(t.container, from.id, 'USDC', '5');
    const [fromWallet, toWallet] = [await walletId(from.id), await walletId(to.id)];
    const title = 'Money "received" \\ ✓';
    const payloads = await payloadsOf(async () => ({
      kind: 'test',
      status: 'completed',
      legs: [
        { accountId: fromWallet, asset: 'USDC', amount: -1_000_000n },
        { accountId: toWallet, asset: 'USDC', amount: 1_000_000n },
      ],
      activities: [],
      notifications: [
        { userId: to.id, title, body: 'A test' },
        // The sender's own confirmation: their event says so, and asks their screen for no toast.
        { userId: from.id, title: 'Transfer sent', body: 'A test', ownAction: true },
      ],
    }));
    expect(payloads).toEqual([
      expect.arrayContaining([
        { userId: from.id, event: { type: 'balance_update', asset: 'USDC' } },
        { userId: to.id, event: { type: 'balance_update', asset: 'USDC' } },
        { userId: to.id, event: { type: 'notification', id: expect.any(String), title } },
        {
          userId: from.id,
          event: { type: 'notification', id: expect.any(String), title: 'Transfer sent', own_action: true },
        },
      ]),
    ]);
    expect((payloads[0] as unknown[]).length).toBe(4);
  });

  it('writes a notification alone when no user’s wallet moved, and nothing when there is nothing to tell', async () => {
    const { user } = await registerUser(t.app);
    const between = (notifications: { userId: string; title: string; body: string }[]) =>
      payloadsOf(async (tx) => ({
        kind: 'test',
        status: 'completed',
        legs: [
          {
            accountId: await t.container.ledgerRepository.platformAccount(tx, 'clearing', 'USDC'),
            asset: 'USDC',
            amount: -5n,
          },
          {
            accountId: await t.container.ledgerRepository.platformAccount(tx, 'fees', 'USDC'),
            asset: 'USDC',
            amount: 5n,
          },
        ],
        activities: [],
        notifications,
      }));
    expect(await between([{ userId: user.id, title: 'Hello', body: 'A test' }])).toEqual([
      [{ userId: user.id, event: { type: 'notification', id: expect.any(String), title: 'Hello' } }],
    ]);
    expect(await between([])).toEqual([]);
  });
});

describe('posting hooks', () => {
  it('run inside the posting: a refusal before applying writes nothing; a write part sees the result', async () => {
    const { user } = await registerUser(t.app);
    const { user: other } = await registerUser(t.app);
    await fund(t.container, user.id, 'USDC', '10');
    const from = await walletId(user.id);
    const to = await walletId(other.id);
    const seen: string[] = [];
    t.container.ledger.use({
      name: 'test-refuse-large',
      async beforeApply(_tx, { deltas }) {
        if ((deltas.get(to) ?? 0n) > 5_000_000n) throw new Error('too large');
      },
      write(batch) {
        for (const { result, wallets } of batch) if (wallets.has(to)) seen.push(result.reference);
        return [];
      },
    });
    const move = (amount: bigint) =>
      t.container.db.transaction((tx) =>
        t.container.ledger.post(tx, {
          kind: 'test',
          status: 'completed',
          legs: [
            { accountId: from, asset: 'USDC', amount: -amount },
            { accountId: to, asset: 'USDC', amount },
          ],
          activities: [],
        }),
      );
    await expect(move(6_000_000n)).rejects.toThrow('too large');
    const balancesAfterRefusal = await t.container.ledgerRepository.accountsByIds(t.container.db, [from, to]);
    expect(Object.fromEntries(balancesAfterRefusal.map((w) => [w.id, w.balance]))).toEqual({
      [from]: '10000000',
      [to]: '0',
    });
    const done = await move(2_000_000n);
    expect(seen).toEqual([done.reference]);
  });
});

describe('property: random transfers conserve money', () => {
  it('keeps every asset total unchanged, no balance negative, balances equal to their entries', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => registerUser(t.app)));
    for (const p of people) await fund(t.container, p.user.id, 'USDC', '50');
    const before = await totals();

    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.nat({ max: 3 }),
            to: fc.nat({ max: 3 }),
            amount: fc.bigInt({ min: 1n, max: 30_000_000n }),
          }),
          { minLength: 1, maxLength: 15 },
        ),
        async (moves) => {
          for (const m of moves) {
            const from = people[m.from]!;
            const to = people[m.to]!;
            try {
              await t.container.wallet.sendToTag(
                from.user.id,
                {
                  balance_id: await walletId(from.user.id),
                  amount: (Number(m.amount) / 1e6).toFixed(6),
                  receiver_tag: to.user.tag,
                },
                crypto.randomUUID(),
                crypto.randomUUID(),
              );
            } catch (e) {
              expect((e as { code?: string }).code).toMatch(/INSUFFICIENT_BALANCE|BUSINESS_RULE/);
            }
          }
          expect(await totals()).toEqual(before);
          const rows = await queryRows<{ balance: string; entries: string }>(
            t.container.db,
            sql`select a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
                  from ledger_accounts a left join ledger_entries e on e.account_id = a.id
                 where a.kind = 'user_wallet' group by a.id`,
          );
          for (const r of rows) {
            expect(BigInt(r.balance)).toBeGreaterThanOrEqual(0n);
            expect(r.balance).toBe(r.entries);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
