import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { queryRows } from '../../src/db/raw.js';
import { balanceOf, fund, sendToTag } from './money.js';
import { registerUser } from './test-app.js';
import type { Container } from '../../src/container.js';

interface Attempt {
  status: number;
  key: string;
  from: number;
  body: Record<string, string>;
  error?: string;
  retryAfter?: string;
}

/**
 * Users sending each other 0.5 USDC from several concurrent loops, for outage tests: every answer
 * is recorded, so the test can check that each was 200 or a clean 503, then retry the 503s with
 * their keys and check that each transfer happened exactly once.
 */
export async function startTransferLoad(app: FastifyInstance, container: Container, loops = 6) {
  const users = await Promise.all(Array.from({ length: 6 }, () => registerUser(app)));
  for (const u of users) await fund(container, u.user.id, 'USDC', '100');
  const wallets = await Promise.all(users.map((u) => balanceOf(app, u.token, 'USDC')));
  const attempts: Attempt[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const from = Math.floor(Math.random() * users.length);
      const to = (from + 1 + Math.floor(Math.random() * (users.length - 1))) % users.length;
      const body = { balance_id: wallets[from]!.id, amount: '0.5', receiver_tag: users[to]!.user.tag };
      const key = randomUUID();
      const res = await sendToTag(app, users[from]!.token, body, key);
      attempts.push({
        status: res.statusCode,
        key,
        from,
        body,
        error: res.statusCode === 200 ? undefined : (res.json() as { message?: string }).message,
        retryAfter: res.headers['retry-after'] as string | undefined,
      });
      if (res.statusCode !== 200) await new Promise((r) => setTimeout(r, 20));
    }
  };
  const loopsDone = Promise.all(Array.from({ length: loops }, loop));
  return {
    users,
    wallets,
    attempts,
    async stop() {
      running = false;
      await loopsDone;
    },
    /** Retries every request that did not succeed, with its own key, until it does. */
    async retryFailures(retryApp: FastifyInstance = app) {
      for (const a of attempts.filter((x) => x.status !== 200)) {
        const retry = await sendToTag(retryApp, users[a.from]!.token, a.body, a.key);
        if (retry.statusCode !== 200) throw new Error(`retry got ${retry.statusCode}: ${retry.body}`);
        a.status = 200;
      }
    },
  };
}

/** Each user wallet's running balance equals the sum of its entries, and none is negative. */
export async function walletsNotMatchingEntries(database: Database) {
  return queryRows<{ id: string; balance: string; entries: string }>(
    database.db,
    sql`select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
          from ledger_accounts a left join ledger_entries e on e.account_id = a.id
         where a.kind = 'user_wallet' group by a.id, a.balance
        having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0`,
  );
}

/** USDC held by users plus fees collected: what was funded, if no money was made or lost. */
export async function usdcInside(database: Database): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    database.db,
    sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
         where e.asset = 'USDC' and a.kind in ('user_wallet', 'fees')`,
  );
  return BigInt(row!.total);
}

/** Transfers that happened: one `transfer_in` activity each. */
export async function transfersMade(database: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from activities where type = 'transfer_in'`,
  );
  return row!.n;
}
