import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { queryOnce } from './query-once.js';

/** pgbench's built-in tpcb-like script (scale 10) in a database of its own, run as often as asked. */
export interface Pgbench {
  /** Runs the script for `seconds` with up to 16 clients; its transactions per second. */
  tps(seconds: number): number;
  /** Drops its database. */
  drop(): Promise<void>;
}

/** Creates and fills pgbench's database through `adminUrl`. */
export async function createPgbench(adminUrl: string, clients: number): Promise<Pgbench> {
  const name = `wallet_bench_${randomBytes(4).toString('hex')}_pgbench`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => queryOnce(adminUrl, `drop database if exists ${name} with (force)`).then(() => undefined);
  await queryOnce(adminUrl, `create database ${name}`);
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', url.toString()], { stdio: 'ignore' });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    tps(seconds) {
      const out = execFileSync(
        'pgbench',
        ['-c', String(Math.min(clients, 16)), '-j', '2', '-T', String(seconds), url.toString()],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      const m = /tps = ([\d.]+)/.exec(out);
      if (!m) throw new Error(`could not read pgbench output:\n${out}`);
      return Number(m[1]);
    },
    drop,
  };
}

/** pgbench's tpcb-like script for `seconds` in a database made for it and dropped afterwards. */
export async function pgbenchTps(adminUrl: string, clients: number, seconds: number): Promise<number> {
  const pgbench = await createPgbench(adminUrl, clients);
  try {
    return pgbench.tps(seconds);
  } finally {
    await pgbench.drop();
  }
}
