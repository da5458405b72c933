import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../test/helpers/test-db.js';
import { openDatabase, type Database } from './client.js';
import { q, run, runThenCommit } from './prepared.js';

/**
 * What every transaction relies on, whatever the driver. On PostgreSQL, BEGIN goes out with the
 * transaction's first statement (ADR 023); these tests fail if that statement ever ran outside the
 * transaction, or if a transaction that sent nothing left its connection in a half-open state.
 */
let database: Database;
/** On PostgreSQL, a second handle with a single connection: every transaction reuses it. */
let single: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  ({ database, drop } = created);
  single = created.url ? await openDatabase({ kind: 'postgres', url: created.url, poolSize: 1 }) : database;
  await database.db.execute(sql`create table tx_probe (n int not null)`);
});
afterAll(async () => {
  if (single !== database) await single.close();
  await drop();
});

/** The rows of a drizzle `execute` (its result type differs by driver). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
const probes = async (db: Database) =>
  Number((await db.executeSql('select count(*)::int as n from tx_probe')).rows.map((r) => (r as { n: number }).n)[0]);

describe(`transactions (${testDriver})`, () => {
  it('the first statement is inside the transaction: a rollback undoes it', async () => {
    await expect(
      single.db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await probes(single)).toBe(0);
  });

  it('a setting made local by the first statement holds for the transaction only', async () => {
    const inside = await single.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = '4321ms'`);
      return rowsOf(await tx.execute(sql`show statement_timeout`));
    });
    expect(inside).toEqual([{ statement_timeout: '4321ms' }]);
    const after = rowsOf(await single.db.execute(sql`show statement_timeout`));
    expect(after).not.toEqual([{ statement_timeout: '4321ms' }]);
  });

  it('transactions that send nothing leave the connection ready for the next one', async () => {
    await single.db.transaction(async () => {});
    await expect(
      single.db.transaction(async () => {
        throw new Error('nothing sent');
      }),
    ).rejects.toThrow('nothing sent');
    await single.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values (2)`);
    });
    await expect(
      single.db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (3)`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await probes(single)).toBe(1);
  });

  it('a failing first statement fails the transaction, and the connection is fine after it', async () => {
    await expect(
      single.db.transaction(async (tx) => {
        await tx.execute(sql`select * from no_such_table`);
      }),
    ).rejects.toThrow(/no_such_table/);
    const rows = await single.db.transaction(async (tx) => rowsOf(await tx.execute(sql`select 7 as seven`)));
    expect(rows).toEqual([{ seven: 7 }]);
  });

  it('nested transactions (savepoints) still roll back on their own', async () => {
    await single.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values (4)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into tx_probe values (5)`);
          throw new Error('inner only');
        }),
      ).rejects.toThrow('inner only');
    });
    const rows = (await single.executeSql('select n from tx_probe order by n')).rows;
    expect(rows).toEqual([{ n: 2 }, { n: 4 }]);
  });
});

const probeRows = async () => (await database.executeSql('select n from tx_probe order by n')).rows;

describe(`a last statement sent with its COMMIT (runThenCommit, ADR 031; ${testDriver})`, () => {
  it('commits the transaction with it', async () => {
    await single.db.transaction(async (tx) => {
      await run(tx, q`insert into tx_probe values (10)`);
      await runThenCommit(tx, q`insert into tx_probe values (11)`);
    });
    expect(await probeRows()).toEqual([{ n: 2 }, { n: 4 }, { n: 10 }, { n: 11 }]);
    await database.executeSql('delete from tx_probe where n >= 10');
  });

  it('a failing one rolls the transaction back, and its locks are free once the caller hears', async () => {
    for (let i = 0; i < 20; i++) {
      await expect(
        database.db.transaction(async (tx) => {
          await run(tx, q`select pg_advisory_xact_lock(73001)`);
          await run(tx, q`insert into tx_probe values (12)`);
          await runThenCommit(tx, q`select ledger_refuse('TEST_REFUSED', '')`);
        }),
      ).rejects.toThrow(/TEST_REFUSED/);
      // Another connection (on PostgreSQL) finds the lock free at once.
      const [row] = (await database.executeSql('select pg_try_advisory_xact_lock(73001) as free')).rows as {
        free: boolean;
      }[];
      expect(row!.free).toBe(true);
    }
    expect(await probeRows()).toEqual([{ n: 2 }, { n: 4 }]);
  });
});
