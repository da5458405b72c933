import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { serverRoot } from '../../src/db/paths.js';
import { LIVE_CHANNEL } from '../../src/modules/live/live-events.js';
import { connectLive } from '../helpers/live-socket.js';
import { balanceOf, fund, sendToTag } from '../helpers/money.js';
import { startTransferLoad, transfersMade, usdcInside, walletsNotMatchingEntries } from '../helpers/transfer-load.js';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres.js';
import { createTestDatabase } from '../helpers/test-db.js';
import { as, buildTestApp, registerUser, type TestApp } from '../helpers/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Under an outage every answer is a success or a clean, retryable 503: never a 500. */
function expectOnly200or503(attempts: { status: number; error?: string; retryAfter?: string }[]) {
  expect(attempts.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  for (const a of attempts.filter((x) => x.status !== 200)) {
    expect(a).toMatchObject({ status: 503, error: 'Service temporarily unavailable, please retry' });
    expect(Number(a.retryAfter)).toBeGreaterThan(0);
  }
}

/** Resolves once a connection of this database LISTENs on the live channel (within 15 s). */
async function listeningAgain(database: Database) {
  await vi.waitFor(
    async () => {
      const { rows } = await database.executeSql(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and query = 'LISTEN "${LIVE_CHANNEL}"'`,
      );
      if ((rows[0] as { n: number }).n === 0) throw new Error('the live listener did not come back within 15 s');
    },
    { timeout: 15_000, interval: 50 },
  );
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
    const load = await startTransferLoad(t.app, t.container, 8);
    const funded = await usdcInside(database);
    const watcher = await connectLive(t.app, load.users[0]!.token);
    await watcher.waitFor((e) => e.type === 'ready');

    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    let terminated = 0;
    for (let i = 0; i < 8; i++) {
      await sleep(250);
      const { rows } = await killer.query(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      terminated += rows[0].n;
    }
    await load.stop();
    await killer.end();

    expect(terminated).toBeGreaterThan(0);
    expectOnly200or503(load.attempts);
    await load.retryFailures();
    expect(await transfersMade(database)).toBe(load.attempts.length);
    expect(await walletsNotMatchingEntries(database)).toEqual([]);
    expect(await usdcInside(database)).toBe(funded);

    // The listening connection was terminated too: it came back and said so, and events flow again.
    // Its last reconnect may come seconds after the last kill (backoff after failed attempts), and
    // an event sent before it is lost by design (the resync stands for it): send once it listens.
    await listeningAgain(database);
    await watcher.waitFor((e) => e.type === 'resync', 10_000);
    watcher.events.length = 0;
    const [first, second] = load.users;
    const res = await sendToTag(t.app, second!.token, {
      balance_id: load.wallets[1]!.id,
      amount: '0.5',
      receiver_tag: first!.user.tag,
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

    // The child's connections are named, to see when PostgreSQL has ended them.
    const childUrl = new URL(url);
    childUrl.searchParams.set('application_name', 'crash-child');
    const child = spawn(process.execPath, ['--import', 'tsx', join('test', 'helpers', 'crash-mid-request.ts')], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: childUrl.toString(),
        TOKEN: alice.token,
        BODY: JSON.stringify(body),
        KEY: key,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the child never took its locks')), 45_000);
      child.stdout.on('data', (chunk: Buffer) => {
        if (String(chunk).includes('LOCKED')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const started = Date.now();
    child.kill('SIGKILL');
    await exited;
    // PostgreSQL ends a dead client's backend when it reads the closed socket, which can take a
    // moment on a busy machine; the claim and the locks go with it, without anyone's help.
    const alive = async () =>
      (
        await database.executeSql(
          "select count(*)::int as n from pg_stat_activity where application_name = 'crash-child'",
        )
      ).rows[0] as { n: number };
    while ((await alive()).n > 0 && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 20));

    const retried = await sendToTag(t.app, alice.token, body, key);
    expect(retried.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const replay = await sendToTag(t.app, alice.token, body, key);
    expect(replay.json().txHash).toBe(retried.json().txHash);
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('4');
  });
});

/** Runs test/helpers/job-completion-lost.ts; resolves with its exit code and what it printed. */
function runCompletionLost(url: string, rejection: 'lost' | 'bug') {
  const child = spawn(process.execPath, ['--import', 'tsx', join('test', 'helpers', 'job-completion-lost.ts')], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: url, REJECTION: rejection },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
  child.stderr.on('data', () => {});
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  );
}

describe('a job whose completion loses its connection (pg-boss does not await it)', () => {
  let drop: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    ({ drop, url } = (await createTestDatabase('postgres')) as Awaited<ReturnType<typeof createTestDatabase>> & {
      url: string;
    });
  });
  afterAll(async () => {
    await drop();
  });

  it('leaves the process up (the job is retried when it expires); any other unhandled rejection still ends it', async () => {
    const lost = await runCompletionLost(url, 'lost');
    expect(lost.out).toContain('RAN');
    expect(lost.out).toContain('LOGGED terminating connection due to administrator command');
    expect(lost.out).toContain('ALIVE');
    expect(lost.code).toBe(0);

    const bug = await runCompletionLost(url, 'bug');
    expect(bug.out).toContain('RAN');
    expect(bug.out).not.toContain('ALIVE');
    expect(bug.code).not.toBe(0);
  }, 60_000);
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
    const load = await startTransferLoad(a.app, a.container, 4);
    const loadOnB = await startTransferLoad(b.app, b.container, 4);
    const funded = await usdcInside(dbA);
    await sleep(300);

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
    await sleep(300);
    await load.stop();
    await loadOnB.stop();
    expectOnly200or503(load.attempts);
    expectOnly200or503(loadOnB.attempts);
    await load.retryFailures();
    await loadOnB.retryFailures(a.app);
    expect(await transfersMade(dbA)).toBe(load.attempts.length + loadOnB.attempts.length);
    expect(await walletsNotMatchingEntries(dbA)).toEqual([]);
    expect(await usdcInside(dbA)).toBe(funded);

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
