import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { serverRoot } from '../../src/db/paths.js';
import { balanceOf, fund, sendToTag } from '../helpers/money.js';
import { createTestDatabase } from '../helpers/test-db.js';
import { buildTestApp, registerUser, TEST_MNEMONIC, type TestApp } from '../helpers/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server process (server.ts) on the test's database, as production runs it. `preload`
 * is a module loaded before it (`--import`); with it, stdin and stdout are piped to the test.
 */
function startServer(
  databaseUrl: string,
  port: number,
  extraEnv: Record<string, string> = {},
  preload?: string,
): ChildProcess {
  const imports = ['--import', 'tsx', ...(preload ? ['--import', preload] : [])];
  return spawn(process.execPath, [...imports, join('src', 'server.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEVNET: 'off',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'error',
      CUSTODY_MNEMONIC: TEST_MNEMONIC,
      SECRETS_KEY: 'test-secrets-key-not-secret-0123456789',
      // Long enough that the readiness probe sent right after SIGTERM lands inside the drain on a busy machine.
      SHUTDOWN_DRAIN_MS: '2000',
      WEB_CONCURRENCY: '1',
      ...extraEnv,
    },
    stdio: preload ? ['pipe', 'pipe', 'inherit'] : ['ignore', 'ignore', 'inherit'],
  });
}

let t: TestApp;
let drop: () => Promise<void>;
let url: string;
beforeAll(async () => {
  const created = await createTestDatabase('postgres');
  drop = created.drop;
  url = created.url!;
  t = await buildTestApp(created.database);
});
afterAll(async () => {
  await t.close();
  await drop();
});

async function waitReady(base: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${base}/api/health/ready`).catch(() => undefined);
    if (ready?.status === 200) return;
    if (Date.now() > deadline) throw new Error('the server never became ready');
    await sleep(200);
  }
}

/** The live child processes of `pid` (ps exits with 1 when there are none). */
function childrenOf(pid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.trim());
  } catch {
    return [];
  }
}

/** Alice, funded with `usdc` USDC, and Bob, both registered through the test's own app. */
async function fundedPair(usdc: string) {
  const alice = await registerUser(t.app);
  const bob = await registerUser(t.app);
  await fund(t.container, alice.user.id, 'USDC', usdc);
  return { alice, bob, wallet: await balanceOf(t.app, alice.token, 'USDC') };
}

/** Starts a server process on a free port and waits until it is ready; `exited` gives its exit code. */
async function launch(start: (port: number) => ChildProcess) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = start(port);
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  await waitReady(base);
  return { port, base, server, exited };
}

/**
 * Starts a server, signs a socket in, puts thirty sends in flight and calls `stop` once the first
 * is answered. Then checks what any graceful stop must do: readiness 503 at once, the socket told
 * to reconnect (1012), every request either completed or refused in our shape before it ran (or
 * not connected): no half-done work, no 500; and, retried on another instance with the same keys,
 * every transfer happens exactly once. Returns the process's exit code.
 */
async function stopUnderLoad(
  start: (port: number) => ChildProcess,
  stop: (server: ChildProcess) => void,
): Promise<number | null> {
  const { alice, bob, wallet } = await fundedPair('100');
  const { port, base, server, exited } = await launch(start);

  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
  const closeCode = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'auth', token: bob.token }));
  await new Promise((resolve) => socket.once('message', resolve));

  const body = { balance_id: wallet.id, amount: '1', receiver_tag: bob.user.tag };
  const send = async (key: string) => {
    const res = await fetch(`${base}/api/wallets/send-to-tag`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'idempotency-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
    return { key, status: res?.status ?? 0, json: res ? ((await res.json()) as { error?: string }) : undefined };
  };
  const keys = Array.from({ length: 30 }, () => randomUUID());
  const inFlight = keys.map((k) => send(k));
  await Promise.race(inFlight);
  stop(server);
  const draining = await fetch(`${base}/api/health/ready`);
  expect(draining.status).toBe(503);
  expect(((await draining.json()) as { shutting_down: boolean }).shutting_down).toBe(true);

  const results = await Promise.all(inFlight);
  expect(await closeCode).toBe(1012);
  const code = await exited;

  for (const r of results) {
    expect([200, 503, 0]).toContain(r.status);
    if (r.status === 503) expect(r.json?.error).toBe('UNAVAILABLE');
  }
  expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  for (const r of results.filter((x) => x.status !== 200)) {
    expect((await sendToTag(t.app, alice.token, body, r.key)).statusCode).toBe(200);
  }
  expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('30');
  return code;
}

describe('SIGTERM', () => {
  it('drains (once, if sent twice): readiness 503, requests in flight finish, sockets told to reconnect, exit 0, money exact', async () => {
    const code = await stopUnderLoad(
      (port) => startServer(url, port),
      // Twice, as when a launcher passes on the signal its process group also got: still a drain.
      (server) => {
        server.kill('SIGTERM');
        server.kill('SIGTERM');
      },
    );
    expect(code).toBe(0);
  }, 120_000);

  it('with WEB_CONCURRENCY=2, two processes serve one port, and all of them drain and exit', async () => {
    const { alice, bob, wallet } = await fundedPair('10');
    const { base, server: primary, exited } = await launch((port) => startServer(url, port, { WEB_CONCURRENCY: '2' }));
    expect(childrenOf(primary.pid!)).toHaveLength(2);

    const sends = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${base}/api/wallets/send-to-tag`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${alice.token}`,
            'idempotency-key': randomUUID(),
            'content-type': 'application/json',
          },
          body: JSON.stringify({ balance_id: wallet.id, amount: '0.5', receiver_tag: bob.user.tag }),
        }),
      ),
    );
    expect(sends.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('5');

    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(childrenOf(primary.pid!)).toHaveLength(0);
  }, 180_000);
});

describe('an error nothing caught', () => {
  it('is logged as fatal, and the server drains as on SIGTERM, then exits 1 for its supervisor to restart', async () => {
    let output = '';
    const code = await stopUnderLoad(
      (port) => {
        const server = startServer(url, port, {}, join(serverRoot, 'test', 'helpers', 'reject-on-stdin.ts'));
        server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        return server;
      },
      (server) => server.stdin!.write('reject\n'),
    );
    expect(code).toBe(1);
    const fatal = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
      .find((entry) => entry.level === 60);
    expect(fatal?.msg).toBe('uncaught error; shutting down');
    expect(fatal?.err?.message).toBe('test: a rejection nothing caught');
  }, 120_000);
});
