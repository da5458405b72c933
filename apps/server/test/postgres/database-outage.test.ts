import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { serverRoot } from '../../src/db/paths.js';
import { queryRows } from '../../src/db/raw.js';
import { connectLive } from '../helpers/live-socket.js';
import { balanceOf, fund, sendToTag } from '../helpers/money.js';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres.js';
import { createTestDatabase } from '../helpers/test-db.js';
import { as, buildTestApp, registerUser, type TestApp } from '../helpers/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Each user wallet's running balance equals the sum of its entries, and none is negative. */
async function walletsMatchEntries(database: Database) {
  const rows = await queryRows<{ id: string; balance: string; entries: string }>(
    database.db,
    sql`select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
          from ledger_accounts a left join ledger_entries e on e.account_id = a.id
         where a.kind = 'user_wallet' group by a.id, a.balance`,
  );
  return rows.filter((r) => r.balance !== r.entries || BigInt(r.balance) < 0n);
}

/** USDC held by users plus fees collected: what was funded, if no money was made or lost. */
async function usdcInside(database: Database): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    database.db,
    sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
         where e.asset = 'USDC' and a.kind in ('user_wallet', 'fees')`,
  );
  return BigInt(row!.total);
}

describe('connections terminated under load (pg_terminate_backend)', () => {
  let t: TestApp;
  let database: Database;
  let drop: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    ({ database, drop, url } = (await createTestDatabase('postgres')) as Awaited<
      ReturnType<typeof createTestDatabase>
    > & { url: string });
    t = await buildTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await drop();
  });

  it('the process stays up, requests get 200 or 503, retries go through once, live events resume, money is exact', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => registerUser(t.app)));
    for (const u of users) await fund(t.container, u.user.id, 'USDC', '100');
    const wallets = await Promise.all(users.map((u) => balanceOf(t.app, u.token, 'USDC')));
    const funded = await usdcInside(database);
    const watcher = await connectLive(t.app, users[0]!.token);
    await watcher.waitFor((e) => e.type === 'ready');

    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    const terminate = () =>
      killer.query(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );

    const attempts: { status: number; key: string; from: number; body: Record<string, string> }[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const from = Math.floor(Math.random() * users.length);
        const to = (from + 1 + Math.floor(Math.random() * (users.length - 1))) % users.length;
        const body = { balance_id: wallets[from]!.id, amount: '0.5', receiver_tag: users[to]!.user.tag };
        const key = randomUUID();
        const res = await sendToTag(t.app, users[from]!.token, body, key);
        attempts.push({ status: res.statusCode, key, from, body });
        if (res.statusCode === 503) {
          expect(res.json()).toMatchObject({
            error: 'UNAVAILABLE',
            message: 'Service temporarily unavailable, please retry',
          });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    let terminated = 0;
    for (let i = 0; i < 8; i++) {
      await sleep(250);
      terminated += (await terminate()).rows[0].n;
    }
    running = false;
    await Promise.all(workers);
    await killer.end();

    expect(terminated).toBeGreaterThan(0);
    const statuses = new Set(attempts.map((a) => a.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(attempts.filter((a) => a.status === 200).length).toBeGreaterThan(0);

    // Every request that got 503 is retried with its key: it either happened already (replayed)
    // or happens now, once.
    for (const a of attempts.filter((x) => x.status === 503)) {
      const retry = await sendToTag(t.app, users[a.from]!.token, a.body, a.key);
      expect(retry.statusCode).toBe(200);
      a.status = 200;
    }
    const succeeded = attempts.filter((a) => a.status === 200).length;
    const [moved] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from activities where type = 'transfer_in'`,
    );
    expect(moved!.n).toBe(succeeded);
    expect(await walletsMatchEntries(database)).toEqual([]);
    expect(await usdcInside(database)).toBe(funded);

    // The listening connection was terminated too: it came back and said so, and events flow again.
    await watcher.waitFor((e) => e.type === 'resync', 10_000);
    watcher.events.length = 0;
    const res = await sendToTag(t.app, users[1]!.token, {
      balance_id: wallets[1]!.id,
      amount: '0.5',
      receiver_tag: users[0]!.user.tag,
    });
    expect(res.statusCode).toBe(200);
    await watcher.waitFor((e) => e.type === 'notification' && e.title === 'Money received');
    watcher.close();
  });

  it('a key abandoned by a process killed mid-request is retaken at once, and money moves once', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await fund(t.container, alice.user.id, 'USDC', '10');
    const wallet = await balanceOf(t.app, alice.token, 'USDC');
    const body = { balance_id: wallet.id, amount: '4', receiver_tag: bob.user.tag };
    const key = randomUUID();

    const child = spawn(process.execPath, ['--import', 'tsx', join('test', 'helpers', 'crash-mid-request.ts')], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: url, TOKEN: alice.token, BODY: JSON.stringify(body), KEY: key },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the child never posted')), 45_000);
      child.stdout.on('data', (chunk: Buffer) => {
        if (String(chunk).includes('POSTED')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.kill('SIGKILL');
    await exited;

    const started = Date.now();
    const retried = await sendToTag(t.app, alice.token, body, key);
    expect(retried.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const replay = await sendToTag(t.app, alice.token, body, key);
    expect(replay.json().txHash).toBe(retried.json().txHash);
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('4');
  });
});

describe('PostgreSQL killed and restarted under two instances (a private cluster)', () => {
  let cluster: PrivatePostgres;
  let dbA: Database;
  let dbB: Database;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const open = () => openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 5 });
    dbA = await open();
    dbB = await open();
    a = await buildTestApp(dbA);
    b = await buildTestApp(dbB);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbA?.close();
    await dbB?.close();
    await cluster?.destroy();
  });

  const get = (t: TestApp, url: string, token?: string) =>
    token ? as(t.app, token, { method: 'GET', url }) : t.app.inject({ method: 'GET', url });

  it('health says 503 while it is away, both serve again after the restart, and live events cross instances', async () => {
    const alice = await registerUser(a.app);
    const bob = await registerUser(a.app);
    await fund(a.container, alice.user.id, 'USDC', '50');
    const wallet = await balanceOf(a.app, alice.token, 'USDC');
    const bobOnB = await connectLive(b.app, bob.token);
    await bobOnB.waitFor((e) => e.type === 'ready');

    await cluster.kill();
    // Backends orphaned by the kill may serve their connections for a moment before they exit.
    const until = async (t: TestApp, status: number) => {
      const deadline = Date.now() + 15_000;
      while ((await get(t, '/api/health')).statusCode !== status) {
        if (Date.now() > deadline) throw new Error(`/api/health did not answer ${status} within 15 s`);
        await sleep(100);
      }
    };
    for (const t of [a, b]) {
      await until(t, 503);
      const ready = await get(t, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', database: 'down' });
      expect((await get(t, '/api/health/live')).statusCode).toBe(200);
    }
    const refused = await get(a, '/api/balances', alice.token);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe('Service temporarily unavailable, please retry');
    expect(refused.headers['retry-after']).toBeDefined();

    await cluster.restart();
    for (const t of [a, b]) {
      await until(t, 200);
      expect((await get(t, '/api/health/ready')).statusCode).toBe(200);
    }
    await bobOnB.waitFor((e) => e.type === 'resync', 15_000);

    const sent = await sendToTag(a.app, alice.token, {
      balance_id: wallet.id,
      amount: '5',
      receiver_tag: bob.user.tag,
    });
    expect(sent.statusCode).toBe(200);
    await bobOnB.waitFor((e) => e.type === 'balance_update' && e.asset === 'USDC', 10_000);
    expect((await balanceOf(b.app, bob.token, 'USDC')).amount).toBe('5');
    bobOnB.close();
  });
});
