import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../test/helpers/test-db.js';
import { openDatabase, type Database } from './client.js';
import { list, q, rows, run, type Query } from './prepared.js';

/**
 * The money path's SQL fragments (ADR 024). `list` and `rows` must mean what `in (…)` and a
 * joined set of rows mean on both drivers, and on PostgreSQL they exist so that a prepared
 * statement is planned once: the planner knows how many values there are, so its generic plan
 * costs what a fresh plan would, and PostgreSQL keeps it instead of planning every execution.
 */
let database: Database;
/** On PostgreSQL, a handle with one connection, so its prepared statements can be looked at. */
let single: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  ({ database, drop } = created);
  single = created.url ? await openDatabase({ kind: 'postgres', url: created.url, poolSize: 1 }) : database;
  await database.executeSql('create table plan_probe (id int primary key, label text not null)');
  await database.executeSql(
    "insert into plan_probe select n, 'row ' || n from generate_series(1, 2000) n; analyze plan_probe",
  );
});
afterAll(async () => {
  if (single !== database) await single.close();
  await drop();
});

const ids = async (query: Query) => (await run<{ id: number }>(database.db, query)).map((r) => r.id);

describe(`prepared fragments (${testDriver})`, () => {
  it('list: the values given, in any order; an empty list matches nothing', async () => {
    expect(await ids(q`select id from plan_probe where id in ${list([7, 3, 5000], 'int')} order by id`)).toEqual([
      3, 7,
    ]);
    expect(await ids(q`select id from plan_probe where id in ${list([], 'int')}`)).toEqual([]);
  });

  it('list and rows renumber their parameters after the ones before them', () => {
    const query = q`select ${'a'}::text, ${list([1, 2], 'int')}, ${rows([[3, 'x']], ['int', 'text'])}`;
    expect(query.text).toBe('select $1::text, ($2::int, $3::int), (values ($4::int, $5::text))');
    expect(query.values).toEqual(['a', 1, 2, 3, 'x']);
  });

  it('rows: joins like a table, each column typed; no rows joins nothing', async () => {
    const joined = (values: unknown[][]) =>
      run<{ id: number; label: string; delta: string }>(
        database.db,
        q`select p.id, p.label, v.delta::text as delta from plan_probe p
            join ${rows(values, ['int', 'numeric'])} as v(id, delta) on v.id = p.id order by p.id`,
      );
    expect(
      await joined([
        [12, '1.5'],
        [4, '-200000000000000000000'],
      ]),
    ).toEqual([
      { id: 4, label: 'row 4', delta: '-200000000000000000000' },
      { id: 12, label: 'row 12', delta: '1.5' },
    ]);
    expect(await joined([])).toEqual([]);
    expect(() => rows([[1, 2, 3]], ['int', 'numeric'])).toThrow('one value per cast');
  });

  it.runIf(testDriver === 'postgres')('a statement with a list is planned once, not on every execution', async () => {
    const plans = async (query: Query) => {
      for (let i = 0; i < 8; i++) await run(single.db, query);
      const [row] = (
        await single.executeSql(
          'select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = $1',
          [query.text],
        )
      ).rows as { generic_plans: number; custom_plans: number }[];
      return row;
    };
    // PostgreSQL plans a prepared statement afresh for its first five executions, then keeps one
    // generic plan if that is estimated to cost no more.
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
    // What `list` replaces: an array parameter, whose length a generic plan cannot know, is
    // planned again every time.
    expect(await plans(q`select id from plan_probe where id = any(${[5, 9]}::int[])`)).toEqual({
      generic_plans: 0,
      custom_plans: 8,
    });
  });

  it.runIf(testDriver === 'postgres')(
    'the pool tells the planner random reads are cheap (in memory, SSD)',
    async () => {
      const [row] = (await database.executeSql('show random_page_cost')).rows as { random_page_cost: string }[];
      expect(row!.random_page_cost).toBe('1.1');
    },
  );
});
