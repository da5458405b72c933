import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { queryOnce } from './query-once.js';

/**
 * pgbench's built-in tpcb-like script (scale 10) for `seconds` with up to 16 clients, in a database
 * of its own created through `adminUrl` and dropped afterwards; its transactions per second.
 */
export async function pgbenchTps(adminUrl: string, clients: number, seconds: number): Promise<number> {
  const name = `wallet_bench_${randomBytes(4).toString('hex')}_pgbench`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await queryOnce(adminUrl, `create database ${name}`);
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
    await queryOnce(adminUrl, `drop database if exists ${name} with (force)`);
  }
}
