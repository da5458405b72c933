import pg from 'pg';

/** Runs `sql` on a connection of its own to `url`; its rows. */
export async function queryOnce<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}
