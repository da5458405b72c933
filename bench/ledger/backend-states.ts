import pg from 'pg';

export interface BackendState {
  /** `active` with its wait event (`CPU` when none), or `idle in transaction` (waiting for the server). */
  state: string;
  /** The start of the backend's current or last statement. */
  statement: string;
  /** How many of the database's backends were in this state on average. */
  backends: number;
}

/**
 * Samples, every 2 ms for `seconds`, what the client backends of `database` are doing, inside one
 * PostgreSQL backend of its own (a server-side loop; a client polling that often would cost the
 * load generator's CPU). A backend "idle in transaction" has answered a statement and waits for the
 * server's next one. The sampler costs a little CPU itself: its run's figures are for diagnosis,
 * not for comparing commits.
 */
export async function sampleBackendStates(url: string, database: string, seconds: number): Promise<BackendState[]> {
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`unexpected database name ${database}`);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('create temp table samples (n int, state text, statement text)');
    await c.query(`
      do $$
      declare
        n int := 0;
        until timestamptz := clock_timestamp() + interval '${Number(seconds)} seconds';
      begin
        while clock_timestamp() < until loop
          n := n + 1;
          perform pg_stat_clear_snapshot();
          insert into samples
          select n,
                 case when state = 'active' then 'active: ' || coalesce(wait_event_type || ' ' || wait_event, 'CPU')
                      else state end,
                 left(regexp_replace(query, '\\s+', ' ', 'g'), 40)
            from pg_stat_activity
           where datname = '${database}' and backend_type = 'client backend'
             and state in ('active', 'idle in transaction');
          perform pg_sleep(0.002);
        end loop;
        insert into samples values (n, null, null);
      end $$`);
    const { rows } = await c.query<{ state: string; statement: string; backends: number }>(`
      select state, statement, count(*)::float8 / (select max(n) from samples) as backends
        from samples where state is not null
       group by 1, 2 order by 3 desc`);
    return rows;
  } finally {
    await c.end();
  }
}

/** BENCH_WAITS: the states the backends were in, per transfer and on average at once. */
export function printBackendStates(states: BackendState[], rate: number): void {
  console.error('  backends during the latency phase (on average at once, and ms per transfer):');
  for (const s of states.filter((s) => s.backends >= 0.01)) {
    const perTransfer = ((s.backends / rate) * 1000).toFixed(2).padStart(6);
    console.error(`  ${s.backends.toFixed(2).padStart(6)} ${perTransfer} ms  ${s.state.padEnd(40)} ${s.statement}`);
  }
}
