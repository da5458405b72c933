import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { queryRows } from '../../src/db/raw.js';
import { foldAdminRollup } from '../../src/modules/admin/admin-rollup.js';
import { createAdminStatsRepository } from '../../src/modules/admin/admin-stats.repository.js';
import { createTestDatabase } from '../helpers/test-db.js';

/**
 * Folds racing changes of status on a real PostgreSQL server (ADR 058): a change that commits
 * while a fold reads must be counted once, by the fold or after it, never twice or not at all.
 */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase('postgres'));
});
afterAll(() => drop());

const stats = createAdminStatsRepository();

async function everyRow() {
  const [row] = await queryRows<{ cents: string }>(
    database.db,
    sql`select coalesce(sum(usd_cents), 0)::text as cents from activities where status = 'completed' and type <> 'transfer_in'`,
  );
  const top = await queryRows<{ id: string; cents: string; transactions: number }>(
    database.db,
    sql`select user_id as id, sum(usd_cents)::text as cents, count(*)::int as transactions from activities
         where status = 'completed' and type <> 'transfer_in' group by user_id order by sum(usd_cents) desc, user_id`,
  );
  const days = await queryRows<{ day: string; type: string; cents: string }>(
    database.db,
    sql`select ((created_at at time zone 'UTC') + interval '1 hour')::date::text as day, type, sum(usd_cents)::text as cents
          from activities where status = 'completed' and type <> 'transfer_in' group by 1, 2 order by 1, 2`,
  );
  return { volume: row!.cents, top, days };
}

describe('the back office rollup under concurrent changes of status', () => {
  it('counts every change once while folds run beside them', async () => {
    const db = database.db;
    const users = await queryRows<{ id: string }>(
      db,
      sql`insert into users (tag, email, password_hash)
          select 'race' || i, 'race' || i || '@example.com', 'x' from generate_series(1, 6) i returning id`,
    );
    const [tx] = await queryRows<{ id: string }>(
      db,
      sql`insert into ledger_transactions (kind, reference, status) values ('test', 'race', 'completed') returning id`,
    );
    await db.execute(sql`insert into activities (user_id, transaction_id, type, status, asset, amount, usd_cents, reference)
      select (array[${sql.join(
        users.map((u) => sql`${u.id}::uuid`),
        sql`, `,
      )}])[1 + i % 6], ${tx!.id}, 'withdrawal', 'completed', 'USDC', 1, 100 + i, 'race' || i
        from generate_series(1, 300) i`);
    await foldAdminRollup(db, 0);
    await foldAdminRollup(db, 0);

    let changing = true;
    const flips = Array.from({ length: 6 }, async (_, worker) => {
      for (let i = 0; i < 60; i++) {
        await db.execute(sql`update activities
                                set status = case status when 'completed' then 'failed' else 'completed' end
                              where reference = ${`race${1 + ((worker * 61 + i * 7) % 300)}`}`);
      }
    });
    const folds = (async () => {
      while (changing) await foldAdminRollup(db, 0);
    })();
    await Promise.all(flips);
    changing = false;
    await folds;

    const expected = await everyRow();
    expect((await stats.totals(db)).volume_cents).toBe(expected.volume);
    await foldAdminRollup(db, 0);
    expect((await stats.totals(db)).volume_cents).toBe(expected.volume);
    const days = await stats.dailyVolume(db, '2000-01-01');
    expect([...days].sort((a, b) => `${a.day}${a.type}`.localeCompare(`${b.day}${b.type}`))).toEqual(expected.days);
    const top = await stats.topUsers(db, 6);
    expect(top.map(({ id, cents, transactions }) => ({ id, cents, transactions }))).toEqual(expected.top);
    const [left] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from admin_volume_adjustments`,
    );
    expect(left!.count).toBe(0);
  });
});
