/**
 * What posting transfers in batches would save PostgreSQL: a model, not the app. Prints figures;
 * asserts nothing.
 *
 * It sends, straight to PostgreSQL, the statements a send-to-tag makes inside its transaction
 * (ADR 019–024): the idempotency claim, the lock of the wallets with the posting hooks' reads, the
 * write statement with the hooks' parts (freeze check, daily limit, money-received email, the
 * idempotent answer), and COMMIT. BEGIN goes out with the claim, as the app sends it (ADR 023):
 * four round trips. It runs them four ways:
 *   - `one`: one transfer per transaction, as the app does today;
 *   - `set`: N transfers per transaction, each statement written for all N at once (rows as arrays,
 *     balances summed per wallet, daily limits per payer), as the app's batches (ADR 026);
 *   - `shared`: N transfers per transaction, each with its own statements, after one statement that
 *     locks every wallet of the batch in id order;
 *   - `trip`: as `set` (N may be 1), but every statement of the transaction is sent at once, in one
 *     round trip (ADR 028's "posting in one round trip"). Nothing waits for an answer, so what the
 *     server checks between statements moves into SQL: the claim refuses a taken key, and the write
 *     refuses a balance below zero; a refusal fails the statements after it and COMMIT rolls back.
 * For each it prints transfers per second, their ratio to pgbench's tpcb-like in the same run, the
 * CPU each transfer costs PostgreSQL and this client (node-postgres), and how long a transaction
 * takes (p50/p99, from BEGIN sent to COMMIT answered), with uniform accounts and with 2 hot ones
 * (as `bench:ledger`).
 *
 * Then, for `one` and `trip` (each twice, in both orders), PostgreSQL's own latency at half load:
 * transfers asked for at a fixed rate, half of `one`'s best, one per transaction on 10 warmed
 * connections (a transfer waits for a free one); p50/p99 from when it was due to COMMIT answered.
 * `bench:ledger` asks for p99 ≤ 25 ms at half load; this is that figure with nothing of the app's
 * own (HTTP, the server's event loop, its batch slots).
 *
 * It needs a database that `bench:ledger` kept, with its users, wallets and tiers:
 *   BENCH_PROCESSES=1 BENCH_SECONDS=1 BENCH_KEEP_DB=1 npm run bench:ledger   (prints the name)
 *   BENCH_MODEL_DB=wallet_bench_… npm run bench:ledger-model
 * BENCH_MODEL_SIZES (default 1,5,10,25), BENCH_MODEL_SECONDS (8), BENCH_MODEL_CONNECTIONS (10, the
 * server's default pool), BENCH_MODEL_ASYNC_COMMIT=1 (commits do not wait for the WAL flush: to see
 * how much of the tail is the disk's). The model's own rows stay in that database; drop it afterwards.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { percentiles } from './percentiles.js';
import { pgbenchTps } from './pgbench.js';
import { postgresSeconds } from './process-times.js';

const DB = process.env.BENCH_MODEL_DB;
if (!DB) throw new Error('BENCH_MODEL_DB: the name of a database kept by BENCH_KEEP_DB=1 npm run bench:ledger');
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(ADMIN_URL);
url.pathname = `/${DB}`;
const SIZES = (process.env.BENCH_MODEL_SIZES ?? '1,5,10,25').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_MODEL_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_MODEL_CONNECTIONS ?? 10);
const ASYNC_COMMIT = process.env.BENCH_MODEL_ASYNC_COMMIT === '1';
const WARM_UP_TRANSFERS = 20;

interface Wallet {
  id: string;
  user_id: string;
  tag: string;
  email: string;
}
interface Transfer {
  from: Wallet;
  to: Wallet;
  key: string;
  id: string;
  reference: string;
}

/** Numbered parameters with casts; the text depends only on how many there are. */
class Params {
  values: unknown[] = [];
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
  list(values: unknown[], cast: string): string {
    return values.map((v) => this.add(v, cast)).join(', ');
  }
}

/** The idempotency claim; `refusing`, it fails on a taken key instead of answering so. */
function claim(batch: Transfer[], refusing = false): pg.QueryConfig {
  const p = new Params();
  const claimed = `select pg_try_advisory_xact_lock(hashtextextended(v.lock, 0)) as ok, k.request_hash as hash
      from unnest(${p.add(
        batch.map((t) => `${t.from.user_id}:${t.key}`),
        'text[]',
      )}, ${p.add(
        batch.map((t) => t.from.user_id),
        'uuid[]',
      )}, ${p.add(
        batch.map((t) => t.key),
        'text[]',
      )}) as v(lock, user_id, key)
      left join idempotency_keys k on k.user_id = v.user_id and k.key = v.key`;
  if (!refusing) return { name: 'model_claim', text: claimed, values: p.values };
  const text = `select count(ledger_refuse('KEY_TAKEN', null)) from (${claimed}) c where not c.ok or c.hash is not null`;
  return { name: 'model_claim_refusing', text, values: p.values };
}

/** The wallet lock with the hooks' reads (tiers, email recipients), as the app's `lockWallets`. */
function lock(accounts: string[], users: string[]): pg.QueryConfig {
  const p = new Params();
  const text = `select (select coalesce(json_agg(w), '[]') from (
        select id, balance::text as balance, user_id, asset, auto_convert_threshold::text as threshold
          from ledger_accounts where id in (${p.list(accounts, 'uuid')}) and user_id is not null order by id for update) w) as c0,
      (select coalesce(json_agg(r), '[]') from (select u.id, u.kyc_status, t.tier,
          (select s.check_result from kyc_submissions s where s.user_id = u.id and s.status = 'verified'
            order by s.created_at desc limit 1) as check_result
          from users u left join user_tiers t on t.user_id = u.id
         where u.id in (select a.user_id from ledger_accounts a where a.id in (${p.list(accounts, 'uuid')}))) r) as c1,
      (select coalesce(json_agg(r), '[]') from (select u.id, u.tag, u.email,
          coalesce((select p.notify_transactions from user_preferences p where p.user_id = u.id), true) as wants
          from users u where u.id in (${p.list(users, 'uuid')})) r) as c2`;
  return { name: `model_lock_${accounts.length}_${users.length}`, text, values: p.values };
}

const AMOUNT = 10_000n;
const FEE = 10n;
const KOBO = '1550';

/**
 * The write statement for every transfer of `batch`, with the hooks' parts; `checked`, it also
 * refuses a wallet left below zero (which the app checks between the lock and the write).
 */
function write(batch: Transfer[], feesAccount: string, parts: string, checked = false): pg.QueryConfig {
  const p = new Params();
  const deltas = new Map<string, bigint>();
  for (const t of batch) {
    deltas.set(t.from.id, (deltas.get(t.from.id) ?? 0n) - AMOUNT - FEE);
    deltas.set(t.to.id, (deltas.get(t.to.id) ?? 0n) + AMOUNT);
  }
  const payers = [...new Set(batch.map((t) => t.from.user_id))].sort();
  const perPayer = new Map(payers.map((u) => [u, batch.filter((t) => t.from.user_id === u).length]));
  const activities = batch.flatMap((t) => [
    { id: randomUUID(), user: t.from.user_id, t, type: 'transfer_out', fee: FEE, other: t.to.user_id },
    { id: randomUUID(), user: t.to.user_id, t, type: 'transfer_in', fee: 0n, other: t.from.user_id },
  ]);
  const notes = batch.flatMap((t) => [
    { user: t.from.user_id, title: 'Transfer sent', body: `You sent 0.01 USDC to @${t.to.tag}.` },
    { user: t.to.user_id, title: 'Money received', body: `You received 0.01 USDC from @${t.from.tag}.` },
  ]);
  const events = [
    ...[...new Set(batch.flatMap((t) => [t.from.user_id, t.to.user_id]))].map((userId) => ({
      userId,
      event: { type: 'balance_update', asset: 'USDC' },
    })),
    ...activities.map((a) => ({
      userId: a.user,
      event: { type: 'transaction_update', id: a.id, status: 'completed' },
    })),
  ];
  const col = <T>(rows: T[], f: (row: T) => unknown, cast: string) => p.add(rows.map(f), cast);
  const text = `with t as (
      insert into ledger_transactions (id, kind, reference, source, status, metadata)
      select v.id, 'transfer', v.reference, 'internal', 'completed', '{"mode": "tag", "fee": "10"}'::jsonb
        from unnest(${col(batch, (t) => t.id, 'uuid[]')}, ${col(batch, (t) => t.reference, 'text[]')}) as v(id, reference)
      returning id),
    e as (
      insert into ledger_entries (transaction_id, account_id, asset, amount)
      select * from unnest(${col(
        batch.flatMap((t) => [t.id, t.id, t.id]),
        (x) => x,
        'uuid[]',
      )}, ${col(
        batch.flatMap((t) => [t.from.id, t.to.id, feesAccount]),
        (x) => x,
        'uuid[]',
      )}, ${col(
        batch.flatMap(() => ['USDC', 'USDC', 'USDC']),
        (x) => x,
        'text[]',
      )}, ${col(
        batch.flatMap(() => [String(-AMOUNT - FEE), String(AMOUNT), String(FEE)]),
        (x) => x,
        'numeric[]',
      )})),
    b as (
      update ledger_accounts a set balance = a.balance + v.delta
        from (values ${[...deltas].map(([id, d]) => `(${p.add(id, 'uuid')}, ${p.add(String(d), 'numeric')})`).join(', ')})
             as v(id, delta)
       where a.id = v.id
      returning a.balance),
    a as (
      insert into activities (id, user_id, transaction_id, type, status, asset, amount, fee, usd_cents, reference,
                              counterparty_user_id, from_address, to_address)
      select v.id, v.user_id, v.tx, v.type, 'completed', 'USDC', ${String(AMOUNT)}, v.fee, 1, v.reference, v.other,
             v.from_address, v.to_address
        from unnest(${col(activities, (a) => a.id, 'uuid[]')}, ${col(activities, (a) => a.user, 'uuid[]')},
                    ${col(activities, (a) => a.t.id, 'uuid[]')}, ${col(activities, (a) => a.type, 'text[]')},
                    ${col(activities, (a) => String(a.fee), 'numeric[]')}, ${col(activities, (a) => a.t.reference, 'text[]')},
                    ${col(activities, (a) => a.other, 'uuid[]')}, ${col(activities, (a) => `@${a.t.from.tag}`, 'text[]')},
                    ${col(activities, (a) => `@${a.t.to.tag}`, 'text[]')})
             as v(id, user_id, tx, type, fee, reference, other, from_address, to_address)),
    n as (
      insert into notifications (id, user_id, title, body)
      select gen_random_uuid(), v.user_id, v.title, v.body
        from unnest(${col(notes, (n) => n.user, 'uuid[]')}, ${col(notes, (n) => n.title, 'text[]')},
                    ${col(notes, (n) => n.body, 'text[]')}) as v(user_id, title, body)
       where coalesce((select p.notify_transactions from user_preferences p where p.user_id = v.user_id), true)
      returning id, user_id, title),
    o as (
      insert into live_outbox (payload)
      select (${p.add(JSON.stringify(events), 'jsonb')} || coalesce((select jsonb_agg(jsonb_build_object('userId', n.user_id,
               'event', jsonb_build_object('type', 'notification', 'id', n.id, 'title', n.title))) from n), '[]'::jsonb))::text),
    freeze_check as (
      select ledger_refuse('ACCOUNT_FROZEN', null) from account_freezes where user_id in (${p.list(payers, 'uuid')})),
    limits_day as (
      insert into daily_outflows (user_id, day, used_kobo)
      select v.user_id, current_date, v.kobo
        from unnest(${col(payers, (u) => u, 'uuid[]')}, ${col(payers, (u) => String(Number(KOBO) * perPayer.get(u)!), 'numeric[]')})
             with ordinality as v(user_id, kobo, n)
       order by v.n
      on conflict (user_id, day) do update set used_kobo = daily_outflows.used_kobo + excluded.used_kobo
      returning user_id, used_kobo),
    limits_check as (
      select ledger_refuse('DAILY_LIMIT_REACHED', null) from limits_day d where d.used_kobo > 500000000),
    mail_outbox as (
      insert into email_outbox (id, user_id, kind, dedupe_key, to_address, subject)
      select gen_random_uuid(), v.user_id, 'money_received', v.dedupe, v.address, v.subject
        from unnest(${col(batch, (t) => t.to.user_id, 'uuid[]')}, ${col(batch, (t) => `money_received:${t.id}`, 'text[]')},
                    ${col(batch, (t) => t.to.email, 'text[]')}, ${col(batch, (t) => `You received 0.01 USDC from @${t.from.tag}`, 'text[]')})
             as v(user_id, dedupe, address, subject)
      on conflict (dedupe_key) do nothing
      returning id, dedupe_key),
    mail_bodies as (
      insert into email_bodies (email_id, parts)
      select o.id, ${p.add(parts, 'json')}
        from unnest(${col(batch, (t) => `money_received:${t.id}`, 'text[]')}) as v(dedupe)
        join mail_outbox o on o.dedupe_key = v.dedupe),
    idempotent_answer as (
      insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
      select v.user_id, v.key, repeat('ab', 32), 200, jsonb_build_object('data', 'success', 'txHash', v.reference)
        from unnest(${col(batch, (t) => t.from.user_id, 'uuid[]')}, ${col(batch, (t) => t.key, 'text[]')},
                    ${col(batch, (t) => t.reference, 'text[]')}) as v(user_id, key, reference))
    ${checked ? `, balance_check as (select ledger_refuse('INSUFFICIENT_BALANCE', null) from b where b.balance < 0)` : ''}
    select (select count(*) from freeze_check) + (select count(*) from limits_check)${
      checked ? ' + (select count(*) from balance_check)' : ''
    }`;
  return { name: `model_write_${deltas.size}_${payers.length}${checked ? '_checked' : ''}`, text, values: p.values };
}

type Mode = 'one' | 'set' | 'shared' | 'trip';

/** Sends `queries` in one write (the client is in pipeline mode): one round trip for all. */
function together(c: pg.Client, queries: (string | pg.QueryConfig)[]): Promise<pg.QueryResult>[] {
  const stream = (c as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  stream.cork();
  try {
    return queries.map((query) => c.query(query));
  } finally {
    stream.uncork();
  }
}

function accountsOf(batch: Transfer[], fees: string) {
  return [...new Set(batch.flatMap((t) => [t.from.id, t.to.id]).concat(fees))].sort();
}
function usersOf(batch: Transfer[]) {
  return [...new Set(batch.flatMap((t) => [t.from.user_id, t.to.user_id]))];
}

async function statements(c: pg.Client, batch: Transfer[], fees: string, parts: string, begin: boolean) {
  await Promise.all(together(c, [...(begin ? ['begin'] : []), claim(batch)]));
  await c.query(lock(accountsOf(batch, fees), usersOf(batch)));
  await c.query(write(batch, fees, parts));
}

async function runBatch(c: pg.Client, mode: Mode, batch: Transfer[], fees: string, parts: string) {
  if (mode === 'trip') {
    const answers = together(c, [
      'begin',
      claim(batch, true),
      lock(accountsOf(batch, fees), usersOf(batch)),
      write(batch, fees, parts, true),
      'commit',
    ]);
    const settled = await Promise.allSettled(answers);
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    return;
  }
  if (mode === 'shared') {
    const ids = [...new Set(batch.flatMap((t) => [t.from.id, t.to.id]))].sort();
    const p = new Params();
    const text = `select id from ledger_accounts where id in (${p.list(ids, 'uuid')}) order by id for update`;
    await Promise.all(together(c, ['begin', { name: `model_lock_all_${ids.length}`, text, values: p.values }]));
    for (const t of batch) await statements(c, [t], fees, parts, false);
  } else {
    await statements(c, batch, fees, parts, true);
  }
  await c.query('commit');
}

function picker(wallets: Wallet[], hot: boolean) {
  return () =>
    hot && Math.random() < 0.6
      ? wallets[Math.floor(Math.random() * 2)]!
      : wallets[Math.floor(Math.random() * wallets.length)]!;
}

function makeBatch(size: number, pick: () => Wallet): Transfer[] {
  const batch: Transfer[] = [];
  while (batch.length < size) {
    const from = pick();
    const to = pick();
    if (from.id === to.id) continue;
    const id = randomUUID();
    batch.push({ from, to, key: randomUUID(), id, reference: `TX${id.replace(/-/g, '').slice(0, 14).toUpperCase()}` });
  }
  return batch;
}

function connect(): Promise<pg.Client[]> {
  return Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const c = new pg.Client({ connectionString: url.toString(), pipeline: true });
      await c.connect();
      await c.query('set random_page_cost = 1.1');
      // A diagnosis, never the app's setting: commits that do not wait for the disk.
      if (ASYNC_COMMIT) await c.query('set synchronous_commit = off');
      return c;
    }),
  );
}

/** Single transfers asked for at `rate` a second, each on the next free connection. */
async function atRate(mode: 'one' | 'trip', rate: number, wallets: Wallet[], fees: string, parts: string) {
  const clients = await connect();
  const free = [...clients];
  const waiting: ((c: pg.Client) => void)[] = [];
  const take = () => new Promise<pg.Client>((resolve) => (free.length ? resolve(free.pop()!) : waiting.push(resolve)));
  const give = (c: pg.Client) => (waiting.length ? waiting.shift()!(c) : free.push(c));
  const pick = picker(wallets, false);
  // A new backend's first statements load its caches and plan them (tens of ms): warm every
  // connection first, as bench:ledger warms the server's pool, or they make the phase's tail.
  await Promise.all(
    clients.map(async (c) => {
      for (let i = 0; i < WARM_UP_TRANSFERS; i++) await runBatch(c, mode, makeBatch(1, pick), fees, parts);
    }),
  );
  const latencies: number[] = [];
  let failures = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; performance.now() - start < SECONDS * 1000; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      take().then(async (c) => {
        try {
          await runBatch(c, mode, makeBatch(1, pick), fees, parts);
          latencies.push(performance.now() - due);
        } catch {
          failures++;
          await c.query('rollback');
        } finally {
          give(c);
        }
      }),
    );
  }
  await Promise.all(pending);
  await Promise.all(clients.map((c) => c.end()));
  return { mode, rate, n: latencies.length, failures, ...percentiles(latencies) };
}

async function phase(
  mode: Mode,
  size: number,
  hot: boolean,
  wallets: Wallet[],
  fees: string,
  parts: string,
  seconds = SECONDS,
) {
  const pick = picker(wallets, hot);
  const clients = await connect();
  let transfers = 0;
  let failures = 0;
  const latencies: number[] = [];
  const pgBefore = postgresSeconds();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    clients.map(async (c) => {
      while (performance.now() < until) {
        const batch = makeBatch(size, pick);
        const sent = performance.now();
        try {
          await runBatch(c, mode, batch, fees, parts);
          transfers += batch.length;
          latencies.push(performance.now() - sent);
        } catch (error) {
          if (++failures <= 3) console.error(`  ${mode} ${size}: ${(error as Error).message}`);
          await c.query('rollback');
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const pgMs = ((postgresSeconds() - pgBefore) * 1000) / transfers;
  const cpu = process.cpuUsage(cpuBefore);
  await Promise.all(clients.map((c) => c.end()));
  const label = `${mode === 'one' ? 'one per transaction' : `${mode}, ${size} per transaction`}${hot ? ', 2 hot accounts' : ''}`;
  const clientMs = (cpu.user + cpu.system) / 1000 / transfers;
  return { label, rate: transfers / elapsed, pgMs, clientMs, failures, ...percentiles(latencies) };
}

const setup = new pg.Client({ connectionString: url.toString() });
await setup.connect();
const { rows: wallets } = await setup.query<Wallet>(
  `select a.id, a.user_id, u.tag, u.email from ledger_accounts a join users u on u.id = a.user_id
    where a.asset = 'USDC' and a.balance > 100000000 order by a.id`,
);
const [fees] = (
  await setup.query<{ id: string }>(
    `select id from ledger_accounts where user_id is null and asset = 'USDC' and kind = 'fees'`,
  )
).rows;
const [email] = (
  await setup.query<{ parts: string }>(`select parts::text as parts from email_bodies where parts is not null limit 1`)
).rows;
await setup.end();
if (wallets.length < 10 || !fees || !email) throw new Error(`${DB} is not a database kept by bench:ledger`);

console.log(`ledger batch model: ${wallets.length} users, ${CONNECTIONS} connections, ${SECONDS}s per phase, ${DB}`);
// A warm-up, not counted: the database's caches and the statements' plans.
await phase('one', 1, false, wallets, fees.id, email.parts, 3);
const results: Awaited<ReturnType<typeof phase>>[] = [];
for (const hot of [false, true]) {
  for (const size of SIZES) {
    const modes = size === 1 ? (['one', 'trip'] as const) : (['set', 'shared', 'trip'] as const);
    for (const mode of modes) results.push(await phase(mode, size, hot, wallets, fees.id, email.parts));
  }
}
// The reference, as bench:ledger runs it (16 clients).
const tps = await pgbenchTps(ADMIN_URL, 16, SECONDS);
console.log(`  pgbench tpcb-like, same machine: ${tps.toFixed(0)} tps`);
for (const r of results) {
  console.log(
    `  ${r.label.padEnd(44)} ${r.rate.toFixed(0).padStart(5)} transfers/s (${(r.rate / tps).toFixed(2)} × pgbench), ` +
      `PostgreSQL ${r.pgMs.toFixed(2)} ms, client ${r.clientMs.toFixed(2)} ms per transfer, ` +
      `transaction p50/p99 ${r.p50.toFixed(1)}/${r.p99.toFixed(1)} ms` +
      (r.failures ? `, ${r.failures} batches failed` : ''),
  );
}
const best = results.find((r) => r.label === 'one per transaction');
if (best) {
  const half = Math.round(best.rate / 2);
  console.log(`  at half of one-per-transaction's best (${half}/s), one transfer per transaction:`);
  // Each twice, in both orders: a checkpoint or the host's swings land on whichever runs then.
  for (const mode of ['one', 'trip', 'trip', 'one'] as const) {
    const r = await atRate(mode, half, wallets, fees.id, email.parts);
    console.log(
      `  ${mode.padEnd(5)} p50/p99 ${r.p50.toFixed(1)}/${r.p99.toFixed(1)} ms over ${r.n} transfers` +
        (r.failures ? `, ${r.failures} failed` : ''),
    );
  }
}
