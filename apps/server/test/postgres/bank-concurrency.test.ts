import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/raw.js';
import { fund, sendToTag } from '../helpers/money.js';
import { createTestApp, registerUser, type TestApp } from '../helpers/test-app.js';

/**
 * The bank test, on a real PostgreSQL server: many clients move money among a few accounts, two
 * of them hot, for a while. Afterwards no money was made or lost, no balance went negative and
 * every acknowledged transfer is in the ledger exactly once.
 */
const CLIENTS = 24;
const USERS = 10;
const SECONDS = Number(process.env.CONCURRENCY_SECONDS ?? 10);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATABASE_POOL_SIZE: '30' }, 'postgres');
});
afterAll(() => t.close());

interface Ack {
  txHash: string;
  from: number;
  to: number;
}

describe('concurrent transfers on PostgreSQL', () => {
  it(`${CLIENTS} clients, ${USERS} users (2 hot), ${SECONDS}s: conservation, no negatives, exactly once`, async () => {
    const people = await Promise.all(Array.from({ length: USERS }, () => registerUser(t.app)));
    for (const p of people) await fund(t.container, p.user.id, 'USDC', '1000');
    const walletIds = await Promise.all(
      people.map(async (p) => (await t.container.ledgerRepository.walletFor(t.container.db, p.user.id, 'USDC'))!.id),
    );
    const pick = () => (Math.random() < 0.6 ? Math.floor(Math.random() * 2) : Math.floor(Math.random() * USERS));

    const acks: Ack[] = [];
    const statuses = new Map<number, number>();
    let replays = 0;
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < deadline) {
          const from = pick();
          let to = pick();
          if (to === from) to = (from + 1 + Math.floor(Math.random() * (USERS - 1))) % USERS;
          const amount = (1 + Math.floor(Math.random() * 60_000_000)) / 1e6;
          const body = { balance_id: walletIds[from], amount: amount.toFixed(6), receiver_tag: people[to]!.user.tag };
          const key = randomUUID();
          const res = await sendToTag(t.app, people[from]!.token, body, key);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode === 200) {
            acks.push({ txHash: res.json().txHash, from, to });
            if (Math.random() < 0.1) {
              // A client retry after a lost response must not move money again.
              const again = await sendToTag(t.app, people[from]!.token, body, key);
              expect(again.json().txHash).toBe(res.json().txHash);
              replays++;
            }
          } else {
            expect(res.statusCode, res.body).toBe(422);
          }
        }
      }),
    );
    console.log(
      `bank test: ${acks.length} transfers acknowledged, ${replays} replays, statuses`,
      Object.fromEntries(statuses),
    );
    expect(acks.length).toBeGreaterThan(100);

    const [sums] = await queryRows<{ users: string; fees: string; negatives: number }>(
      t.container.db,
      sql`select (select sum(balance) from ledger_accounts where kind = 'user_wallet' and asset = 'USDC')::text as users,
                 (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                   where a.kind = 'fees' and a.asset = 'USDC')::text as fees,
                 (select count(*)::int from ledger_accounts where balance < 0) as negatives`,
    );
    expect(BigInt(sums!.users) + BigInt(sums!.fees)).toBe(BigInt(USERS) * 1000n * 1_000_000n);
    expect(sums!.negatives).toBe(0);

    const refs = acks.map((a) => a.txHash);
    expect(new Set(refs).size).toBe(refs.length);
    const rows = await queryRows<{ reference: string; entries: number; activities: number }>(
      t.container.db,
      sql`select t.reference,
                 (select count(*)::int from ledger_entries e where e.transaction_id = t.id) as entries,
                 (select count(*)::int from activities a where a.transaction_id = t.id) as activities
            from ledger_transactions t where t.kind = 'transfer'`,
    );
    expect(rows.length).toBe(acks.length);
    const byRef = new Map(rows.map((r) => [r.reference, r]));
    for (const ref of refs) {
      expect(byRef.get(ref)).toMatchObject({ entries: 3, activities: 2 });
    }
    const [check] = await queryRows<{ mismatched: number }>(
      t.container.db,
      sql`select count(*)::int as mismatched from ledger_accounts a
           where a.kind = 'user_wallet'
             and a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)`,
    );
    expect(check!.mismatched).toBe(0);
  });
});
