import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../test/helpers/test-db.js';
import type { Database } from './client.js';
import { list, q, rows, run, type Query } from './prepared.js';

/**
 * The money path's SQL fragments (ADR 024): `list` and `rows` mean what `in (…)` and a joined set
 * of rows mean, on both drivers. Why they exist (PostgreSQL plans their statements once) is
 * checked in `test/postgres/planned-once.test.ts`.
 */
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.executeSql('create table plan_probe (id int primary key, label text not null)');
  await database.executeSql(
    "insert into plan_probe select n, 'row ' || n from generate_series(1, 2000) n; analyze plan_probe",
  );
});
afterAll(() => drop());

const ids = async (query: Query) => (await run<{ id: number }>(database.db, query)).map((r) => r.id);

describe(`prepared fragments (${testDriver})`, () => {
  it('list: the values given, in any order; an empty list matches nothing', async () => {
    expect(await ids(q`select id from plan_probe where id in ${list([7, 3, 5000], 'int')} order by id`)).toEqual([
      3, 7,
    ]);
    expect(await ids(q`select id from plan_probe where id in ${list([], 'int')}`)).toEqual([]);
  });

  it('list and rows round their count up to a power of two, so a few texts serve every count', async () => {
    expect(list([1, 2, 3], 'int')).toEqual({ text: '($1::int, $2::int, $3::int, $4::int)', values: [1, 2, 3, 3] });
    expect(
      rows(
        [
          [1, 'a'],
          [2, 'b'],
          [3, 'c'],
        ],
        ['int', 'text'],
      ).values,
    ).toEqual([1, 'a', 2, 'b', 3, 'c', null, null]);
    const texts = (n: number) =>
      list(
        Array.from({ length: n }, (_, i) => i),
        'int',
      ).text;
    expect(new Set(Array.from({ length: 64 }, (_, i) => texts(i + 1))).size).toBe(7);
    expect(await ids(q`select id from plan_probe where id in ${list([9, 2, 11], 'int')} order by id`)).toEqual([
      2, 9, 11,
    ]);
    const joined = await run<{ id: number }>(
      database.db,
      q`select p.id from plan_probe p join ${rows([[5], [6], [7]], ['int'])} as v(id) on v.id = p.id order by p.id`,
    );
    expect(joined.map((r) => r.id)).toEqual([5, 6, 7]);
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
});
