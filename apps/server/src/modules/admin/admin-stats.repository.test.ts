import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-db.js';
import type { Database } from '../../db/client.js';
import { lagosDay, nextLagosMidnight } from '../limits/tiers.js';
import { createAdminStatsRepository } from './admin-stats.repository.js';

/** One connection (PGlite), so a `set timezone` holds for every query after it. */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase('pglite'));
});
afterAll(() => drop());

const stats = createAdminStatsRepository();
const HOUR = 3_600_000;

async function newUserAt(createdAt: string) {
  const tag = `u${Math.random().toString(36).slice(2, 10)}`;
  await database.db.execute(
    sql`insert into users (tag, email, password_hash, created_at)
        values (${tag}, ${`${tag}@example.com`}, 'x', ${createdAt}::timestamptz)`,
  );
}

describe.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'])('with the connection in %s', (zone) => {
  beforeAll(() => database.db.execute(sql.raw(`set timezone = '${zone}'`)));

  it('counts a day in Lagos time: 23:30 UTC is the next morning there', async () => {
    const before = await stats.dailyNewUsers(database.db, '2020-03-01');
    await newUserAt('2020-03-01T22:30:00Z');
    await newUserAt('2020-03-01T23:30:00Z');
    const after = await stats.dailyNewUsers(database.db, '2020-03-01');
    const count = (rows: { day: string; count: number }[], day: string) => rows.find((r) => r.day === day)?.count ?? 0;
    expect(count(after, '2020-03-01') - count(before, '2020-03-01')).toBe(1);
    expect(count(after, '2020-03-02') - count(before, '2020-03-02')).toBe(1);
  });

  it("knows today's Lagos date and when it began", async () => {
    const today = lagosDay(new Date());
    expect(await stats.lagosToday(database.db)).toBe(today);
    const midnight = nextLagosMidnight(today).getTime() - 24 * HOUR;
    const before = (await stats.totals(database.db)).today;
    for (const at of [midnight - 60_000, midnight + 60_000]) {
      await database.db.execute(
        sql`insert into ledger_transactions (kind, reference, status, created_at)
            values ('test', ${`t-${zone}-${at}`}, 'completed', ${new Date(at).toISOString()}::timestamptz)`,
      );
    }
    expect((await stats.totals(database.db)).today - before).toBe(1);
  });
});
