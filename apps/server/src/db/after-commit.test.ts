import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../test/helpers/test-db.js';
import { afterCommit } from './after-commit.js';
import type { Database } from './client.js';

/** `afterCommit`: what a transaction announces happens once it has committed, and never if it rolls back. */
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.executeSql('create table after_commit_probe (id int primary key)');
});
afterAll(() => drop());

describe(`afterCommit (${testDriver})`, () => {
  it('runs after the transaction commits, not before', async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute('insert into after_commit_probe values (1)');
      afterCommit(tx, () => ran.push('first'));
      afterCommit(tx, () => ran.push('second'));
      await tx.execute('insert into after_commit_probe values (2)');
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['first', 'second']);
  });

  it('never runs when the transaction rolls back', async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('announced'));
        await tx.execute('insert into after_commit_probe values (3)');
        await tx.execute('insert into after_commit_probe values (3)');
      }),
    ).rejects.toThrow();
    expect(ran).toEqual([]);
  });

  it('a savepoint’s callbacks wait for the outer commit, and go if the outer transaction rolls back', async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => ran.push('from the savepoint'));
        await savepoint.transaction(async (deeper) => afterCommit(deeper, () => ran.push('deeper')));
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['from the savepoint', 'deeper']);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.transaction(async (savepoint) => afterCommit(savepoint, () => ran.push('rolled back')));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(ran).toEqual(['from the savepoint', 'deeper']);
  });

  it('outside a transaction, or once it has ended, runs at once', async () => {
    const ran: string[] = [];
    afterCommit(database.db, () => ran.push('no transaction'));
    expect(ran).toEqual(['no transaction']);
    let kept: object | undefined;
    await database.db.transaction(async (tx) => {
      kept = tx;
    });
    afterCommit(kept!, () => ran.push('after its end'));
    expect(ran).toEqual(['no transaction', 'after its end']);
  });

  it('two transactions at once each run their own callbacks, once, after their own commit', async () => {
    const ran: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = database.db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('slow'));
      await held;
    });
    // On PostgreSQL this one commits while the other waits; PGlite, one connection, queues it.
    const quick = database.db.transaction(async (tx) => afterCommit(tx, () => ran.push('quick')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).not.toContain('slow');
    release();
    await Promise.all([slow, quick]);
    expect([...ran].sort()).toEqual(['quick', 'slow']);
  });

  it('is tied to the executor it is given: the database itself, inside a transaction, runs at once', async () => {
    const ran: string[] = [];
    await database.db.transaction(async () => {
      afterCommit(database.db, () => ran.push('not in the transaction'));
      expect(ran).toEqual(['not in the transaction']);
    });
  });
});
