import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';

export type TestDriver = 'pglite' | 'postgres';
export const testDriver: TestDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server, dropped again by `drop()`. Both start as copies of one migrated in the global
 * setup (the migrations then find nothing to do).
 */
export async function createTestDatabase(
  driver: TestDriver = testDriver,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (driver === 'pglite') {
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      kind: 'pglite',
      loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    });
    return { database, drop: () => database.close() };
  }
  const name = `wallet_test_${randomBytes(6).toString('hex')}`;
  const template = inject('pgTemplate');
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 30 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
