import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { list, q, rows, run, type Query } from '../../src/db/prepared.js';
import { createTestDatabase } from '../helpers/test-db.js';

/**
 * Why the money path builds its statements with `list` and `rows` (ADR 024): PostgreSQL plans a
 * prepared statement afresh for its first five executions, then keeps one generic plan if that is
 * estimated to cost no more. With a list of parameters the planner knows how many values there
 * are, so it keeps the generic plan; with an array parameter it cannot, and plans every time.
 */
let database: Database;
/** A handle with one connection, so its prepared statements can be looked at. */
let single: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase('postgres');
  ({ database, drop } = created);
  single = await openDatabase({ kind: 'postgres', url: created.url!, poolSize: 1 });
  await database.executeSql('create table plan_probe (id int primary key, label text not null)');
  await database.executeSql(
    "insert into plan_probe select n, 'row ' || n from generate_series(1, 2000) n; analyze plan_probe",
  );
});
afterAll(async () => {
  await single.close();
  await drop();
});

/** Runs `query` eight times on one connection; how often PostgreSQL planned it generically and afresh. */
async function plans(query: Query) {
  for (let i = 0; i < 8; i++) await run(single.db, query);
  const [row] = (
    await single.executeSql(
      'select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = $1',
      [query.text],
    )
  ).rows as { generic_plans: number; custom_plans: number }[];
  return row;
}

describe('money-path statements on PostgreSQL', () => {
  it('a statement with a list or a values list is planned once, then its plan is kept', async () => {
    expect(await plans(q`select id from plan_probe where id in ${list([5, 9], 'int')}`)).toEqual({
      generic_plans: 3,
      custom_plans: 5,
    });
    expect(
      await plans(
        q`update plan_probe p set label = p.label from ${rows([[5, 'x']], ['int', 'text'])} as v(id, label)
           where p.id = v.id`,
      ),
    ).toEqual({ generic_plans: 3, custom_plans: 5 });
  });

  it('what they replace, an array parameter, is planned again on every execution', async () => {
    expect(await plans(q`select id from plan_probe where id = any(${[5, 9]}::int[])`)).toEqual({
      generic_plans: 0,
      custom_plans: 8,
    });
  });

  it('the pool tells the planner random reads are cheap (in memory, SSD)', async () => {
    const [row] = (await database.executeSql('show random_page_cost')).rows as { random_page_cost: string }[];
    expect(row!.random_page_cost).toBe('1.1');
  });
});
