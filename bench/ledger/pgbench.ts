import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * pgbench's built-in tpcb-like script (scale 10) for `seconds` with up to 16 clients, in a database
 * of its own created through `adminUrl` and dropped afterwards; its transactions per second.
 */
export async function pgbenchTps(adminUrl: string, clients: number, seconds: number): Promise<number> {
  const name = `wallet_bench_${randomBytes(4).toString('hex')}_pgbench`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', url.toString()], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      ['-c', String(Math.min(clients, 16)), '-j', '2', '-T', String(seconds), '-n', url.toString()],
      { encoding: 'utf8' },
    );
    const m = /tps = ([\d.]+)/.exec(out);
    if (!m) throw new Error(`could not read pgbench output:\n${out}`);
    return Number(m[1]);
  } finally {
    await run(`drop database if exists ${name} with (force)`);
  }
}
