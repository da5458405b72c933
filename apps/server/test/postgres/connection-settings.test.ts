import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createTestDatabase } from '../helpers/test-db.js';

/** What every pooled connection sets before its first query (client.ts). */
let single: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase('postgres');
  ({ drop } = created);
  single = await openDatabase({ kind: 'postgres', url: created.url!, poolSize: 1 });
});
afterAll(async () => {
  await single.close();
  await drop();
});

async function setting(name: string): Promise<string> {
  const { rows } = await single.executeSql(`select current_setting('${name}') as value`);
  return (rows[0] as { value: string }).value;
}

describe('pooled PostgreSQL connections', () => {
  it('price random reads for memory or SSD, and never JIT-compile a query', async () => {
    expect(await setting('random_page_cost')).toBe('1.1');
    // The back office's aggregates over every activity cost past jit_above_cost: compiling them took
    // most of their time (bench:heavy-user).
    expect(await setting('jit')).toBe('off');
  });
});
