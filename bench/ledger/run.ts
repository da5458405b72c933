/**
 * Ledger throughput benchmark. Prints figures; asserts nothing.
 *
 * Against the local PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test) it
 * measures, in one run:
 *   1. send-to-tag transfers per second over HTTP (auth + idempotency key), uniform accounts;
 *   2. the same with 2 hot accounts (60% of transfers touch one of them);
 *   3. pgbench's built-in tpcb-like script, for half a phase right before the uniform phase and
 *      again right after it (once its emails are sent): our ratio is to the mean of the two, so a
 *      host whose speed drifts over the run's minutes is compared with itself at that time;
 * then p50/p99 latency at half of our best rate (open loop) with the WAL written and flushed per
 * transfer meanwhile (each flush is a commit waiting for the disk), its full-page images (many when
 * a checkpoint started just before or during the phase) and whether a checkpoint ended. Beside
 * the latency the load generator sees, it prints the server's own time for the same requests (its
 * `Server-Timing` header, SERVER_TIMING=true): the generator shares the 2 cores, so the gap between
 * the two is its own scheduling and the kernel's, which a client on another machine would not pay.
 * The header's parts then say where the time went, on average over all answers and over the slowest
 * 1%: the session check (`auth`), the send's reads (`read`), waiting for a posting batch (`queue`),
 * the claim-and-lock round trip (`lock`), the write and commit (`write`), the rest of the server's
 * time, and the time outside the server. The HTTP phases run with 1 and with 2 server processes
 * (BENCH_PROCESSES, WEB_CONCURRENCY); the first line says how many the server starts by default
 * against this database (ADR 057: one per core, or half the cores when PostgreSQL is on this
 * machine). After the latency phase it prints how many of the money-received emails of that phase
 * and its warm-up were sent while the transfers ran (the email job yields to requests), then sends
 * the rest with nothing else running and prints their pace and the CPU each cost (ADR 039): work
 * the latency phase's own CPU figures leave out.
 *
 * Every measured phase starts with the emails queued before it sent and the tables vacuumed.
 * BENCH_VERBOSE=1 prints the transfers answered in each second of the full-speed phases, how long
 * the queued emails took to send, and when the slow answers of the latency phase came (from the
 * phase's start, printed in epoch milliseconds to line them up with the server's or PostgreSQL's
 * own logs); the last of the per-second counts is the answers that came after the phase ended.
 * BENCH_POOL sets the server's connections (all processes together, default 10).
 * BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof`, added after the server's own flags, so it can
 * override them) and BENCH_SERVER_STDOUT=1 help profile the server.
 * BENCH_KEEP_DB=1 keeps each run's database (its name is printed) to look at plans and statistics.
 * BENCH_RATE=N measures the latency phase only, at N transfers/s (after the warm-up), without the
 * full-speed phases and pgbench: on a noisy machine, two commits' tails compared at one rate.
 * BENCH_WAITS=1 samples what the database's backends do during the latency phase (every 2 ms, from
 * inside PostgreSQL) and prints how many were, on average, in each state and statement: working,
 * waiting on a lock or the disk, or idle in their transaction waiting for the server's next
 * statement. The sampler costs some CPU: those runs are for diagnosis, not for comparing commits.
 * BENCH_WAL=1 reads back the WAL the latency phase wrote (pg_walinspect) and prints it per transfer
 * by table, indexes and TOAST included: counts, which a busy host does not move (ADR 034).
 * BENCH_CHECKPOINT=1 starts a checkpoint right before the latency phase: the phase then pays for
 * the full-page image each page writes at its first change after one, as a phase does that a
 * checkpoint (every few hundred MB of WAL) happens to start in (ADR 048).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Agent, request } from 'undici';
import { loadConfig, serverProcesses } from '../../apps/server/src/config.js';
import { signWebhook } from '../../apps/server/src/modules/funding/webhook-signature.js';
import { serverNodeArgs } from '../../scripts/server-command.mjs';
import { printBackendStates, sampleBackendStates } from './backend-states.js';
import { percentiles } from './percentiles.js';
import { createPgbench, type Pgbench } from './pgbench.js';
import { mainThreadSchedule, processTimes } from './process-times.js';
import { queryOnce } from './query-once.js';
import { formatParts, parseServerTiming, whereTimeWent, type TimedAnswer, type TimeParts } from './time-parts.js';
import { printWalByTable, walByTable, walMark } from './wal-by-table.js';

/**
 * Where the server's DATA_DIR goes, and with it the sandbox's emails (an .eml file each, standing in
 * for the SMTP server production sends to): a fresh directory in memory, removed afterwards. A run
 * used to leave tens of thousands of files in the checkout's data/mail, and creating them on this
 * machine's disk cost the server about 0.1 ms more CPU per email (ADR 045). `BENCH_DATA_DIR` puts
 * it elsewhere, and keeps it.
 */
const MEMORY_DIR = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const USERS = Number(process.env.BENCH_USERS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const FIXED_RATE = Number(process.env.BENCH_RATE ?? 0);
/** pgbench runs for half a phase before the uniform phase and again after it. */
const PGBENCH_SECONDS = Math.max(1, Math.round(SECONDS / 2));
const SECRET = 'bench-webhook-secret-0123456789';
const base = `http://127.0.0.1:${PORT}`;

/** Runs `sql` on its own connection (the admin database unless `url`); its rows. */
function admin<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, url = ADMIN_URL): Promise<T[]> {
  return queryOnce<T>(url, sql);
}

/** PostgreSQL's WAL counters (the whole server's; nothing else runs meanwhile). */
/**
 * The WAL written and flushed so far, its full-page images (a page's first change after a
 * checkpoint starts writes all of it), and when the last checkpoint ended.
 */
async function walCounters(): Promise<{ bytes: number; flushes: number; images: number; checkpointAt: string }> {
  const [row] = await admin<{ bytes: number; flushes: number; images: number; checkpointAt: string }>(
    `select wal_bytes::float8 as bytes, wal_sync::float8 as flushes, wal_fpi::float8 as images,
            (select checkpoint_time::text from pg_control_checkpoint()) as "checkpointAt"
       from pg_stat_wal`,
  );
  return row!;
}

function dbUrl(name: string) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * The load generator's HTTP client: undici's own `request` over kept-alive connections, which
 * costs a fraction of the CPU `fetch` does. The generator shares the 2 cores with the server and
 * PostgreSQL, as pgbench's C client does with PostgreSQL; its CPU is printed too.
 */
const dispatcher = new Agent({ connections: CLIENTS * 2, keepAliveTimeout: 60_000 });

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method: 'POST' | 'PUT' = 'POST',
) {
  const res = await request(base + path, {
    dispatcher,
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.statusCode,
    body: (await res.body.json()) as Record<string, unknown>,
    /** The server's own time for this request and its parts (its `Server-Timing` header), in ms. */
    timing: parseServerTiming(String(res.headers['server-timing'] ?? '')),
  };
}

interface Account {
  tag: string;
  token: string;
  balanceId: string;
}

const ADMIN = { email: 'bench-admin@bench.io', tag: 'bench_admin', password: 'bench-admin-password' };

async function setupUsers(): Promise<Account[]> {
  // Unverified users may not send (tier 0): an admin puts each bench user on tier 3.
  const adminToken = (await post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).body
    .token as string;
  const accounts: Account[] = [];
  for (let i = 0; i < USERS; i++) {
    const tag = `b_${randomBytes(4).toString('hex')}`;
    const reg = await post('/api/auth/register', { tag, email: `${tag}@bench.io`, password: 'bench-password' });
    const token = reg.body.token as string;
    const userId = (reg.body.user as { id: string }).id;
    const tier = await post(
      `/api/admin/users/${userId}/tier`,
      { tier: 3, reason: 'ledger benchmark' },
      { authorization: `Bearer ${adminToken}` },
    );
    if (tier.status !== 200) throw new Error(`could not set the tier: ${tier.status} ${JSON.stringify(tier.body)}`);
    const raw = JSON.stringify({ reference: `bench-${tag}`, tag, asset: 'USDC', amount: '1000000' });
    await fetch(base + '/api/webhooks/sandbox-funding', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signWebhook(SECRET, raw) },
      body: raw,
    });
    // BENCH_NO_NOTIFICATIONS=1: every user turns transaction notifications off (in-app and email),
    // to see what they cost a send.
    if (process.env.BENCH_NO_NOTIFICATIONS) {
      const off = await post(
        '/api/users/preferences',
        { notifications: { transactions: false } },
        { authorization: `Bearer ${token}` },
        'PUT',
      );
      if (off.status !== 200) throw new Error(`could not turn notifications off: ${off.status}`);
    }
    const balances = (await (
      await fetch(base + '/api/balances', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      id: string;
      token_symbol: string;
    }[];
    accounts.push({ tag, token, balanceId: balances.find((b) => b.token_symbol === 'USDC')!.id });
  }
  return accounts;
}

function pickPair(accounts: Account[], hot: boolean): [Account, Account] {
  const any = () => Math.floor(Math.random() * accounts.length);
  const from = hot && Math.random() < 0.6 ? Math.floor(Math.random() * 2) : any();
  let to = hot && Math.random() < 0.6 ? Math.floor(Math.random() * 2) : any();
  if (to === from) to = (from + 1) % accounts.length;
  return [accounts[from]!, accounts[to]!];
}

/** One send-to-tag: the time the load generator saw, and the server's own (Server-Timing). */
async function transfer(accounts: Account[], hot: boolean): Promise<TimedAnswer> {
  const [from, to] = pickPair(accounts, hot);
  const started = performance.now();
  const res = await post(
    '/api/wallets/send-to-tag',
    { balance_id: from.balanceId, amount: '0.01', receiver_tag: to.tag },
    { authorization: `Bearer ${from.token}`, 'idempotency-key': randomUUID() },
  );
  if (res.status !== 200) throw new Error(`transfer failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ms: performance.now() - started, timing: res.timing };
}

/** CPU seconds so far of the server's processes (it and its workers) and PostgreSQL's, by pid. */
function cpuSplit(serverPid: number): { server: Map<number, number>; postgres: Map<number, number> } {
  const all = processTimes();
  const inServer = (pid: number): boolean => {
    for (let p = pid, depth = 0; p > 1 && depth < 5; p = all.get(p)?.ppid ?? 0, depth++)
      if (p === serverPid) return true;
    return false;
  };
  const server = new Map<number, number>();
  const postgres = new Map<number, number>();
  for (const [pid, p] of all) {
    if (inServer(pid)) server.set(pid, p.seconds);
    else if (p.comm === 'postgres') postgres.set(pid, p.seconds);
  }
  return { server, postgres };
}

/**
 * CPU seconds the processes alive at the end spent since the start (a process started meanwhile
 * counts whole, as does one that reused a pid). Not a difference of sums: a backend that exited meanwhile (pgbench's, or an idle
 * pool connection closed) took its whole history with it, and printed a negative figure.
 */
function spentSince(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, now] of after) {
    const was = before.get(pid) ?? 0;
    seconds += now >= was ? now - was : now; // less than before: the pid was reused
  }
  return seconds;
}

/** CPU milliseconds per transfer: the server's processes, PostgreSQL's, and this load generator's. */
interface CpuPerTransfer {
  server: number;
  postgres: number;
  generator: number;
}

/** Starts counting CPU; the function it returns gives the CPU per transfer since, for `done` transfers. */
function cpuMeter(serverPid: number): (done: number) => CpuPerTransfer {
  const before = cpuSplit(serverPid);
  const generatorBefore = process.cpuUsage();
  return (done) => {
    const after = cpuSplit(serverPid);
    const generator = process.cpuUsage(generatorBefore);
    return {
      server: (spentSince(before.server, after.server) * 1000) / done,
      postgres: (spentSince(before.postgres, after.postgres) * 1000) / done,
      generator: (generator.user + generator.system) / 1000 / done,
    };
  };
}

const formatCpu = (cpu: CpuPerTransfer) =>
  `server ${cpu.server.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms, load generator ${cpu.generator.toFixed(2)} ms`;

/** Each serving process's event loop, per second of a phase: how long it ran, and waited runnable for a core. */
interface LoopSchedule {
  ranMs: number;
  waitedMs: number;
}

/**
 * Starts timing the serving processes' main threads (the cluster's workers, or the server itself
 * when it runs alone); the function it returns gives their mean per second since. A thread that
 * waits for a core has been woken (an answer from PostgreSQL, a request) while others hold both.
 */
function loopScheduleMeter(serverPid: number): () => LoopSchedule {
  const workers = [...processTimes()].filter(([, p]) => p.ppid === serverPid && p.comm === 'node').map(([pid]) => pid);
  const pids = workers.length ? workers : [serverPid];
  const before = pids.map(mainThreadSchedule);
  const started = performance.now();
  return () => {
    const seconds = ((performance.now() - started) / 1000) * pids.length;
    const after = pids.map(mainThreadSchedule);
    const sum = (key: keyof LoopSchedule) => after.reduce((total, a, i) => total + a[key] - before[i]![key], 0);
    return { ranMs: sum('ranMs') / seconds, waitedMs: sum('waitedMs') / seconds };
  };
}

interface Phase {
  rate: number;
  cpuMs: CpuPerTransfer;
}

async function closedLoop(accounts: Account[], hot: boolean, serverPid: number): Promise<Phase> {
  let done = 0;
  const cpu = cpuMeter(serverPid);
  const end = Date.now() + SECONDS * 1000;
  const perSecond: number[] = Array.from({ length: SECONDS }, () => 0);
  const answers: TimedAnswer[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) {
        answers.push(await transfer(accounts, hot));
        done++;
        const second = SECONDS - 1 - Math.floor((end - Date.now()) / 1000);
        perSecond[second] = (perSecond[second] ?? 0) + 1;
      }
    }),
  );
  const cpuMs = cpu(done);
  if (process.env.BENCH_VERBOSE) {
    console.error(`${hot ? 'hot' : 'uniform'} accounts, transfers answered each second: ${perSecond.join(' ')}`);
    console.error(`  where the time went (means): ${formatParts(whereTimeWent(answers))}`);
  }
  return { rate: done / SECONDS, cpuMs };
}

/** Waits (up to two minutes) until the money-received emails queued so far have been sent. */
async function drainEmails(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const started = Date.now();
  try {
    for (let first: number | undefined; Date.now() - started < 120_000;) {
      const { rows } = await c.query<{ n: string }>(
        "select count(*) as n from email_outbox where status in ('pending', 'sending')",
      );
      const waiting = Number(rows[0]!.n);
      first ??= waiting;
      if (waiting === 0) {
        if (process.env.BENCH_VERBOSE) console.error(`sent ${first} emails in ${Date.now() - started} ms`);
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await c.end();
  }
}

interface Latency {
  p50: number;
  p99: number;
  n: number;
  /** The same percentiles of the server's own times (Server-Timing), for the same requests. */
  server: { p50: number; p99: number };
  /** Where the time went (Server-Timing's parts), for all answers and for the slowest 1%. */
  parts: { all: TimeParts; slowest: TimeParts };
}

/** Fires transfers at a fixed rate regardless of answers (open loop), and reports latency percentiles. */
async function openLoop(
  accounts: Account[],
  rate: number,
  { seconds = SECONDS, report = true } = {},
): Promise<Latency> {
  const answers: TimedAnswer[] = [];
  const slow: [number, number][] = [];
  const pending: Promise<void>[] = [];
  const interval = 1000 / rate;
  const start = performance.now();
  const startedAt = Date.now();
  for (let i = 0; performance.now() - start < seconds * 1000; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sentAt = performance.now() - start;
    pending.push(
      transfer(accounts, false).then((answer) => {
        answers.push(answer);
        if (answer.ms > 25) slow.push([sentAt, answer.ms]);
      }),
    );
  }
  await Promise.all(pending);
  if (report && process.env.BENCH_VERBOSE) {
    // When the slow answers were asked for: spread out (queueing) or bunched (a stall).
    console.error(`  latency phase started at ${startedAt} (ms since the epoch)`);
    const bins = new Map<number, number[]>();
    for (const [at, ms] of slow) bins.set(Math.floor(at / 250), [...(bins.get(Math.floor(at / 250)) ?? []), ms]);
    for (const [bin, list] of [...bins].sort((a, b) => a[0] - b[0]))
      console.error(`  slow at ${(bin * 0.25).toFixed(2)} s: ${list.length}, worst ${Math.max(...list).toFixed(0)} ms`);
  }
  return {
    ...percentiles(answers.map((a) => a.ms)),
    n: answers.length,
    server: percentiles(answers.map((a) => a.timing.app ?? NaN)),
    parts: { all: whereTimeWent(answers), slowest: whereTimeWent(answers, 0.01) },
  };
}

interface Figures {
  processes: number;
  /** The full-speed phases; not measured with BENCH_RATE. */
  uniform?: Phase;
  /** pgbench's rate right before the uniform phase and right after it. */
  pgbench?: [number, number];
  hot?: Phase;
  /**
   * The latency phase, with the CPU it took per transfer (the emails sent meanwhile included) and
   * the serving processes' event loops' time.
   */
  latency: Latency & { rate: number; cpuMs: CpuPerTransfer; loops: LoopSchedule };
  /** WAL written and flushed per transfer during the latency phase, emails sent meanwhile included. */
  wal: { kb: number; flushes: number; images: number; checkpointEnded: boolean };
  /** The money-received emails of the latency phase and its warm-up, and what sending them cost. */
  emails: Emails;
}

interface Emails {
  queued: number;
  /** Sent while the transfers were running; the email job yields to requests (ADR 020). */
  sentMeanwhile: number;
  /**
   * The rest, sent once the phase was over, with nothing else running: per second, and CPU each;
   * null when they had all gone out before the drain could be timed (while the WAL was read back).
   */
  drain: { perSecond: number; cpuMs: CpuPerTransfer } | null;
}

/** Emails in the outbox, and how many of them are not sent yet. */
async function emailCounts(url: string): Promise<{ all: number; unsent: number }> {
  const [row] = await admin<{ all: number; unsent: number }>(
    `select count(*)::int as all, (count(*) filter (where status <> 'sent'))::int as unsent from email_outbox`,
    url,
  );
  return row!;
}

/** Sends what the phase left unsent, measuring its pace and CPU per email. */
async function drainMeasured(url: string, serverPid: number): Promise<Emails['drain']> {
  const { unsent } = await emailCounts(url);
  if (unsent === 0) return null;
  const cpu = cpuMeter(serverPid);
  const started = performance.now();
  await drainEmails(url);
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: unsent / seconds, cpuMs: cpu(Math.max(1, unsent)) };
}

/** One server (with `processes` workers) on a fresh database: the three HTTP phases. */
async function measure(processes: number, pgbench: Pgbench | undefined): Promise<Figures> {
  const name = `wallet_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(MEMORY_DIR, 'wallet-bench-'));
  const server = spawn(process.execPath, serverNodeArgs(nodeArgs), {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      DATABASE_URL: dbUrl(name),
      DATA_DIR: dataDir,
      // The server's default pool (10 connections; 20 did worse on 2 cores). It is per process:
      // the total stays the same whatever the process count.
      DATABASE_POOL_SIZE: String(Math.ceil(Number(process.env.BENCH_POOL ?? 10) / processes)),
      WEB_CONCURRENCY: String(processes),
      LOG_LEVEL: 'silent',
      SERVER_TIMING: 'true',
      SANDBOX_WEBHOOK_SECRET: SECRET,
      REGISTER_MAX_PER_IP: '100000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_TAG: ADMIN.tag,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/api/health`);
    const accounts = await setupUsers();
    // Each full-speed phase leaves thousands of money-received emails queued. Every measured phase
    // starts from the same state: that backlog sent and the tables vacuumed (pgbench, too, vacuums
    // before it measures). Otherwise a phase pays for the emails of the one before it.
    const settle = async () => {
      await drainEmails(dbUrl(name));
      await admin(`vacuum analyze`, dbUrl(name));
    };
    await closedLoop(accounts, false, server.pid!); // warm-up (JIT, connection pool, caches)
    await settle();
    let uniform: Phase | undefined;
    let hot: Phase | undefined;
    let around: [number, number] | undefined;
    if (pgbench) {
      const before = pgbench.tps(PGBENCH_SECONDS);
      uniform = await closedLoop(accounts, false, server.pid!);
      await settle();
      around = [before, pgbench.tps(PGBENCH_SECONDS)];
      hot = await closedLoop(accounts, true, server.pid!);
      await settle();
    }
    // The pool closed its idle connections meanwhile: a few seconds at that rate open them again
    // (and prepare their statements) before anything is measured.
    const rate = FIXED_RATE || Math.max(1, uniform!.rate / 2);
    const emailsBefore = await emailCounts(dbUrl(name));
    await openLoop(accounts, rate, { seconds: 3, report: false });
    // The phase a checkpoint starts in writes every page it changes first as a whole (ADR 048).
    if (process.env.BENCH_CHECKPOINT) await admin('checkpoint', dbUrl(name));
    const walBefore = await walCounters();
    const walFrom = process.env.BENCH_WAL ? await walMark(ADMIN_URL) : undefined;
    // Started before the phase and awaited after it; a failed sampler is reported, never fatal.
    const waits = process.env.BENCH_WAITS
      ? sampleBackendStates(ADMIN_URL, name, SECONDS).catch((error: unknown) => {
          console.error(`  BENCH_WAITS: sampling failed: ${String(error)}`);
          return [];
        })
      : undefined;
    const cpu = cpuMeter(server.pid!);
    const loops = loopScheduleMeter(server.pid!);
    const answered = await openLoop(accounts, rate);
    const latency = { rate, ...answered, cpuMs: cpu(answered.n), loops: loops() };
    const emailsAfter = await emailCounts(dbUrl(name));
    if (waits) printBackendStates(await waits, latency.rate);
    // Backends report their WAL counters at most once a second.
    await new Promise((r) => setTimeout(r, 1_100));
    const walAfter = await walCounters();
    if (walFrom) {
      await walByTable(dbUrl(name), walFrom, await walMark(ADMIN_URL), latency.n).then(
        printWalByTable,
        (error: unknown) => console.error(`  BENCH_WAL: reading the WAL failed: ${String(error)}`),
      );
    }
    const wal = {
      kb: (walAfter.bytes - walBefore.bytes) / 1024 / latency.n,
      flushes: (walAfter.flushes - walBefore.flushes) / latency.n,
      images: (walAfter.images - walBefore.images) / latency.n,
      checkpointEnded: walAfter.checkpointAt !== walBefore.checkpointAt,
    };
    const queued = emailsAfter.all - emailsBefore.all;
    const emails = {
      queued,
      sentMeanwhile: queued - emailsAfter.unsent,
      drain: await drainMeasured(dbUrl(name), server.pid!),
    };
    return { processes, uniform, pgbench: around, hot, latency, wal, emails };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    // BENCH_KEEP_DB=1 keeps it, to look at its plans and statistics afterwards.
    if (process.env.BENCH_KEEP_DB) console.error(`  kept database ${name}`);
    else await admin(`drop database if exists ${name} with (force)`);
    if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const counts = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
  // What the server would start with against this database, given no WEB_CONCURRENCY (ADR 057).
  const byDefault = serverProcesses(loadConfig({ DATABASE_URL: ADMIN_URL }));
  console.log(
    `ledger bench: ${USERS} users, ${CLIENTS} clients, ${SECONDS}s per phase, processes ${counts.join(' and ')}` +
      ` (the server's default against this database: ${byDefault})`,
  );
  const runs: Figures[] = [];
  const pgbench = FIXED_RATE ? undefined : await createPgbench(ADMIN_URL, CLIENTS);
  try {
    for (const count of counts) runs.push(await measure(count, pgbench));
  } finally {
    await pgbench?.drop();
  }
  const rows: [string, string][] = [];
  for (const r of runs) {
    const p = `${r.processes} process${r.processes > 1 ? 'es' : ''}`;
    const tps = r.pgbench && (r.pgbench[0] + r.pgbench[1]) / 2;
    if (r.uniform && r.hot && r.pgbench && tps)
      rows.push(
        [
          `${p}: pgbench tpcb-like, before and after uniform`,
          `${r.pgbench[0].toFixed(0)} and ${r.pgbench[1].toFixed(0)} tps (mean ${tps.toFixed(0)})`,
        ],
        [`${p}: send-to-tag over HTTP, uniform accounts`, `${r.uniform.rate.toFixed(1)} transfers/s`],
        [`${p}: CPU per transfer (uniform)`, formatCpu(r.uniform.cpuMs)],
        [
          `${p}: send-to-tag over HTTP, 2 hot accounts`,
          `${r.hot.rate.toFixed(1)} transfers/s (${(r.hot.rate / r.uniform.rate).toFixed(2)} × uniform)`,
        ],
        [`${p}: ratio ours (uniform) / pgbench's mean`, (r.uniform.rate / tps).toFixed(2)],
      );
    rows.push(
      [
        `${p}: latency at ${r.latency.rate.toFixed(0)}/s (${FIXED_RATE ? 'BENCH_RATE' : 'half of max'}), open loop`,
        `p50 ${r.latency.p50.toFixed(1)} ms, p99 ${r.latency.p99.toFixed(1)} ms (n=${r.latency.n})`,
      ],
      [
        `${p}: the same requests, the server's own time`,
        `p50 ${r.latency.server.p50.toFixed(1)} ms, p99 ${r.latency.server.p99.toFixed(1)} ms (Server-Timing)`,
      ],
      [`${p}: where the time went, all answers (means)`, formatParts(r.latency.parts.all)],
      [`${p}: where the time went, the slowest 1%`, formatParts(r.latency.parts.slowest)],
      [`${p}: CPU per transfer at ${FIXED_RATE ? 'that rate' : 'half load'}`, formatCpu(r.latency.cpuMs)],
      [
        `${p}: each event loop, per second of that phase`,
        `ran ${r.latency.loops.ranMs.toFixed(0)} ms, waited ${r.latency.loops.waitedMs.toFixed(0)} ms for a core`,
      ],
      [
        `${p}: WAL per transfer at ${FIXED_RATE ? 'that rate' : 'half load'}`,
        `${r.wal.kb.toFixed(1)} KB, ${r.wal.flushes.toFixed(2)} flushes, ${r.wal.images.toFixed(2)} full-page images` +
          (r.wal.checkpointEnded ? '; a checkpoint ended meanwhile' : ''),
      ],
      [
        `${p}: emails of that phase and its warm-up`,
        `${r.emails.queued} queued, ${r.emails.sentMeanwhile} sent meanwhile; ` +
          (r.emails.drain
            ? `the rest at ${r.emails.drain.perSecond.toFixed(0)}/s afterwards, CPU per email: ` +
              `server ${r.emails.drain.cpuMs.server.toFixed(2)} ms, PostgreSQL ${r.emails.drain.cpuMs.postgres.toFixed(2)} ms`
            : 'the rest went out before the drain could be timed'),
      ],
    );
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
}

await main();
