import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/** Runs raw SQL and returns its rows. Both drivers (PGlite, node-postgres) answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
