import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-db.js';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { foldAdminRollup } from './admin-rollup.js';
import { createAdminStatsRepository } from './admin-stats.repository.js';
import { LAGOS_DAY } from './lagos-day.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

const stats = createAdminStatsRepository();
const db = () => database.db;
const run = (query: ReturnType<typeof sql>) => db().execute(query);

/** The sums as the back office read them before the rollup: over every row. */
async function summedOverEveryRow() {
  const [volume] = await queryRows<{ cents: string }>(
    db(),
    sql`select coalesce(sum(usd_cents), 0)::text as cents from activities
         where status = 'completed' and type <> 'transfer_in'`,
  );
  const top = await queryRows<{ id: string; tag: string; cents: string; transactions: number }>(
    db(),
    sql`select u.id, u.tag, sum(a.usd_cents)::text as cents, count(*)::int as transactions
          from activities a join users u on u.id = a.user_id
         where a.status = 'completed' and a.type <> 'transfer_in'
         group by u.id, u.tag order by sum(a.usd_cents) desc, u.tag limit 5`,
  );
  const platform = await queryRows<{ kind: string; asset: string; total: string }>(
    db(),
    sql`select a.kind, a.asset, coalesce(sum(e.amount), 0)::text as total
          from ledger_accounts a left join ledger_entries e on e.account_id = a.id
         where a.user_id is null group by a.kind, a.asset`,
  );
  const days = await queryRows<{ day: string; type: string; cents: string }>(
    db(),
    sql`select ${LAGOS_DAY('created_at')}::text as day, type, sum(usd_cents)::text as cents from activities
         where status = 'completed' and type <> 'transfer_in' group by 1, 2`,
  );
  const fees = await queryRows<{ day: string; asset: string; total: string }>(
    db(),
    sql`select ${LAGOS_DAY('e.created_at')}::text as day, e.asset, sum(e.amount)::text as total
          from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.kind = 'fees' group by 1, 2`,
  );
  return { volume: volume!.cents, top, platform: sortByKind(platform), ...series(days, fees) };
}

/** The daily series from a day on, without the days that add up to nothing (the analytics show 0 for those). */
function series(
  days: { day: string; type: string; cents: string }[],
  fees: { day: string; asset: string; total: string }[],
  from = '',
) {
  const keep = <T extends { day: string }>(rows: T[], value: (r: T) => string, key: (r: T) => string) =>
    rows
      .filter((r) => r.day >= from && BigInt(value(r)) !== 0n)
      .map((r) => `${r.day} ${key(r)} ${BigInt(value(r))}`)
      .sort();
  return {
    days: keep(
      days,
      (r) => r.cents,
      (r) => r.type,
    ),
    fees: keep(
      fees,
      (r) => r.total,
      (r) => r.asset,
    ),
  };
}

const sortByKind = <T extends { kind: string; asset: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.kind}/${a.asset}`.localeCompare(`${b.kind}/${b.asset}`));

async function summedFromRollup() {
  const totals = await stats.totals(db());
  return {
    volume: totals.volume_cents,
    top: await stats.topUsers(db(), 5),
    platform: sortByKind(await stats.platformBalances(db())),
    ...series(await stats.dailyVolume(db(), '2000-01-01'), await stats.dailyFees(db(), '2000-01-01')),
  };
}

let users: string[] = [];
let platformAccounts: string[] = [];
let counter = 0;

async function newTransaction() {
  const [row] = await queryRows<{ id: string }>(
    db(),
    sql`insert into ledger_transactions (kind, reference, status) values ('test', ${`r${++counter}`}, 'completed')
        returning id`,
  );
  return row!.id;
}

beforeAll(async () => {
  users = [];
  for (let i = 0; i < 8; i++) {
    const [row] = await queryRows<{ id: string }>(
      db(),
      sql`insert into users (tag, email, password_hash) values (${`roll${i}`}, ${`roll${i}@example.com`}, 'x')
          returning id`,
    );
    users.push(row!.id);
  }
  const rows = await queryRows<{ id: string }>(
    db(),
    sql`insert into ledger_accounts (kind, asset) values ('fees', 'USDC'), ('treasury', 'USDC'), ('fees', 'ETH')
        on conflict do nothing returning id`,
  );
  platformAccounts = rows.map((r) => r.id);
});

const TYPES = ['deposit', 'withdrawal', 'transfer_in', 'transfer_out', 'swap', 'bill'] as const;
const STATUSES = ['pending', 'completed', 'failed'] as const;

type Step =
  | {
      kind: 'activity';
      user: number;
      type: (typeof TYPES)[number];
      status: (typeof STATUSES)[number];
      cents: number;
      hoursAgo: number;
    }
  | { kind: 'status'; pick: number; status: (typeof STATUSES)[number] }
  | { kind: 'entry'; from: number; to: number; amount: number; hoursAgo: number }
  | { kind: 'fold' }
  | { kind: 'fold-too-soon' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('activity' as const),
      user: fc.nat(7),
      type: fc.constantFrom(...TYPES),
      status: fc.constantFrom(...STATUSES),
      // Ties are likely: the top users' order then falls to their tags.
      cents: fc.constantFrom(0, 100, 250, 1_000, 99_999_999_999),
      // Rows of the last few days, some written late (the demo seed's history): a row's day is its own.
      hoursAgo: fc.nat(72),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      pick: fc.nat(),
      status: fc.constantFrom(...STATUSES),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('entry' as const),
      from: fc.nat(1),
      to: fc.nat(1),
      amount: fc.integer({ min: 1, max: 10_000 }),
      hoursAgo: fc.nat(72),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'fold' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'fold-too-soon' as const }) },
);

async function apply(s: Step) {
  switch (s.kind) {
    case 'activity': {
      const tx = await newTransaction();
      await run(sql`insert into activities (user_id, transaction_id, type, status, asset, amount, usd_cents, reference,
                                            created_at)
                    values (${users[s.user]}, ${tx}, ${s.type}, ${s.status}, 'USDC', 1, ${s.cents}, ${`a${counter}`},
                            now() - make_interval(hours => ${s.hoursAgo}))`);
      return;
    }
    case 'status': {
      const [row] = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from activities`);
      if (!row!.count) return;
      await run(sql`update activities set status = ${s.status}, updated_at = now()
                     where seq = (select seq from activities order by seq offset ${s.pick % row!.count} limit 1)`);
      return;
    }
    case 'entry': {
      // Between the two USDC platform accounts (fees and treasury), balanced.
      const [from, to] = [platformAccounts[s.from]!, platformAccounts[s.from === s.to ? 1 - s.to : s.to]!];
      const tx = await newTransaction();
      const at = sql`now() - make_interval(hours => ${s.hoursAgo})`;
      await run(sql`insert into ledger_entries (transaction_id, account_id, asset, amount, created_at)
                    values (${tx}, ${from}, 'USDC', ${-s.amount}, ${at}), (${tx}, ${to}, 'USDC', ${s.amount}, ${at})`);
      return;
    }
    case 'fold':
      return foldAdminRollup(db(), 0);
    case 'fold-too-soon':
      return foldAdminRollup(db());
  }
}

describe('the back office sums, folded up to a watermark (ADR 058)', () => {
  it('match a sum over every row after any mix of new rows, changes of status and folds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const s of steps) await apply(s);
        expect(await summedFromRollup()).toEqual(await summedOverEveryRow());
      }),
      { numRuns: 12 },
    );
  });

  it('give the daily series from a day on', async () => {
    for (let i = 0; i < 30; i++) await apply(fc.sample(step, { numRuns: 1, seed: i })[0]!);
    const [{ from }] = (await queryRows<{ from: string }>(
      db(),
      sql`select (${LAGOS_DAY('now()')} - 1)::text as from`,
    )) as [{ from: string }];
    const all = await summedOverEveryRow();
    const [days, fees] = [await stats.dailyVolume(db(), from), await stats.dailyFees(db(), from)];
    expect(series(days, fees)).toEqual({
      days: all.days.filter((d) => d.slice(0, 10) >= from),
      fees: all.fees.filter((d) => d.slice(0, 10) >= from),
    });
  });

  it('fold what a change of status did to an activity already folded, once', async () => {
    await foldAdminRollup(db(), 0);
    const tx = await newTransaction();
    await run(sql`insert into activities (user_id, transaction_id, type, status, asset, amount, usd_cents, reference)
                  values (${users[0]}, ${tx}, 'withdrawal', 'completed', 'USDC', 1, 7777, 'reversed-later')`);
    // Two folds: the first takes the watermark above the row, the second folds it.
    await foldAdminRollup(db(), 0);
    await foldAdminRollup(db(), 0);
    const [state] = await queryRows<{ folded: boolean }>(
      db(),
      sql`select activity_seq >= (select seq from activities where reference = 'reversed-later') as folded
            from admin_rollup_state`,
    );
    expect(state!.folded).toBe(true);
    const before = BigInt((await stats.totals(db())).volume_cents);
    await run(sql`update activities set status = 'failed' where reference = 'reversed-later'`);
    expect(BigInt((await stats.totals(db())).volume_cents)).toBe(before - 7777n);
    await foldAdminRollup(db(), 0);
    await foldAdminRollup(db(), 0);
    expect(BigInt((await stats.totals(db())).volume_cents)).toBe(before - 7777n);
    const [left] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from admin_volume_adjustments`,
    );
    expect(left!.count).toBe(0);
    expect(await summedFromRollup()).toEqual(await summedOverEveryRow());
  });

  it('let the sixth user in when a folded top user falls', async () => {
    const whales: string[] = [];
    for (let i = 0; i < 6; i++) {
      const [user] = await queryRows<{ id: string }>(
        db(),
        sql`insert into users (tag, email, password_hash) values (${`whale${i}`}, ${`whale${i}@example.com`}, 'x')
            returning id`,
      );
      whales.push(user!.id);
      const tx = await newTransaction();
      await run(sql`insert into activities (user_id, transaction_id, type, status, asset, amount, usd_cents, reference)
                    values (${user!.id}, ${tx}, 'swap', 'completed', 'USDC', 1, ${(10 - i) * 1e15}, ${`whale${i}`})`);
    }
    await foldAdminRollup(db(), 0);
    await foldAdminRollup(db(), 0);
    expect((await stats.topUsers(db(), 5)).map((u) => u.tag)).toEqual([
      'whale0',
      'whale1',
      'whale2',
      'whale3',
      'whale4',
    ]);
    await run(sql`update activities set status = 'failed' where reference = 'whale0'`);
    expect((await stats.topUsers(db(), 5)).map((u) => u.tag)).toEqual([
      'whale1',
      'whale2',
      'whale3',
      'whale4',
      'whale5',
    ]);
    expect(await summedFromRollup()).toEqual(await summedOverEveryRow());
  });

  it('leave a watermark younger than the time a transaction may stay open', async () => {
    await foldAdminRollup(db(), 0);
    const [before] = await queryRows<{ activity_seq: string; mark_at: Date }>(
      db(),
      sql`select activity_seq::text, mark_at from admin_rollup_state`,
    );
    const tx = await newTransaction();
    await run(sql`insert into activities (user_id, transaction_id, type, status, asset, amount, usd_cents, reference)
                  values (${users[1]}, ${tx}, 'deposit', 'completed', 'USDC', 1, 5, 'too-new')`);
    await foldAdminRollup(db());
    const [after] = await queryRows<{ activity_seq: string; mark_at: Date }>(
      db(),
      sql`select activity_seq::text, mark_at from admin_rollup_state`,
    );
    expect(after).toEqual(before);
    expect(await summedFromRollup()).toEqual(await summedOverEveryRow());
  });
});
