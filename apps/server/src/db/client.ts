import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withAfterCommit } from './after-commit.js';
import { migrationsFolder } from './paths.js';
import { openListener, type Listener } from './listener.js';
import { isConnectionError } from './pg-errors.js';

/**
 * drizzle without the schema: relational queries (`db.query.…`) are not used, and a schema made
 * every transaction build one query builder per table (ADR 041).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database itself or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /**
   * Runs SQL text with `$n` parameters outside drizzle (for libraries such as pg-boss). Without
   * values the text may hold several statements; the last one's rows are returned.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Subscribes to a PostgreSQL NOTIFY channel; resolves to an unsubscribe function. A lost
   * listening connection is reopened with backoff; `onReconnect` runs once it listens again, since
   * notifications sent meanwhile are lost.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar file (to start other databases from, see `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      /** Starts from this dump of a data directory (`dumpDataDir`), e.g. an already migrated one. */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Told about connection errors the process survives (a restart, a terminated backend). */
      onConnectionError?: (error: Error) => void;
    };

/** Opens the database and applies pending migrations before returning. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.loadDataDir)
    : openPostgres(options.url, options.poolSize ?? 10, options.onConnectionError ?? (() => {}));
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the back office's user search (migration 0026).
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => withAfterCommit((track) => transaction((tx) => work(track(tx)), config));
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    listen: async (channel, onMessage) => {
      const unsub = await client.listen(channel, onMessage);
      return async () => unsub();
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Serialises migrations between instances starting at once. */
const MIGRATION_LOCK_ID = 72_016_001;

async function openPostgres(
  url: string,
  poolSize: number,
  onConnectionError: (error: Error) => void,
): Promise<Database> {
  // A bounded wait for a connection: while PostgreSQL is away, requests fail fast with 503. An
  // open connection stays open (node-postgres closes idle ones after 10 s by default): opening one
  // and preparing the money path's statements on it cost the request that waits for it tens of
  // milliseconds, which showed as the slowest 1% of answers under steady load.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 0,
    keepAlive: true,
    // Lets a transaction's BEGIN go out with its first statement (`sendBeginWithFirstStatement`).
    // Our code awaits each query before making the next, so that pair is the only one sharing a
    // write; queries made without waiting would be sent at once, still answered in order.
    pipeline: true,
  });
  // Every client, idle or checked out, has an error listener: a dropped connection fails the query
  // using it (answered 503), never the process.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    // The planner's default prices a random page read at four sequential ones, as on a spinning
    // disk, so on a small table it scans the whole table rather than look two rows up by primary
    // key. Our working set is in memory (or on SSD), where the usual value is 1.1 (ADR 024). Set
    // here rather than as a startup option, which poolers such as PgBouncer refuse; it goes out
    // before the connection's first query. A failure shows in that query (the connection is gone).
    client.query('set random_page_cost = 1.1').catch(() => {});
    // No JIT compilation: it starts when a plan's estimated cost passes `jit_above_cost`, which the
    // back office's aggregates over every user and activity do, and compiling took 165 ms of the
    // admin overview's 227 ms active-users count on 135,000 activities (`bench:heavy-user`).
    // Our queries are short; none runs long enough for compiled expressions to pay back.
    client.query('set jit = off').catch(() => {});
  });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg({ client: pool });
  withSafeTransactions(db, pool);
  const listeners = new Set<Listener>();
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    ping: () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    listen: async (channel, onMessage, onReconnect) => {
      const listener = await openListener(url, channel, onMessage, onReconnect ?? (() => {}), onConnectionError);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.close();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((l) => l.close()));
      await pool.end();
    },
  };
}

/**
 * Runs `db.transaction` on a client we check out and give back ourselves. drizzle's own pool
 * transaction never releases its client when BEGIN fails (a connection PostgreSQL just
 * terminated), and gives broken clients back to the pool as healthy: under a database restart
 * that leaks the pool dry. Here a client whose connection failed is destroyed, never reused.
 * `afterCommit` callbacks registered on its transaction run once it has committed.
 */
function withSafeTransactions(db: NodePgDatabase, pool: pg.Pool): void {
  const sessionFor = new WeakMap<pg.PoolClient, NodePgDatabase>();
  db.transaction = (work, config) => withAfterCommit((track) => onOwnClient((tx) => work(track(tx)), config));
  const onOwnClient: NodePgDatabase['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      let session = sessionFor.get(client);
      if (!session) sessionFor.set(client, (session = drizzlePg({ client })));
      const query = client.query;
      client.query = sendBeginWithFirstStatement(client);
      try {
        return await session.transaction(work, config);
      } finally {
        client.query = query;
      }
    } catch (error) {
      if (isConnectionError(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

const NOTHING_SENT = { command: '', rowCount: null, oid: 0, rows: [], fields: [] } as unknown as pg.QueryResult;

const nothingSent = () => NOTHING_SENT;

/** A query config `runThenCommit` marks: COMMIT goes out in the same write, right behind it. */
export interface ThenCommit {
  thenCommit: true;
}
const isThenCommit = (config: unknown): config is ThenCommit =>
  typeof config === 'object' && config !== null && (config as Partial<ThenCommit>).thenCommit === true;

/**
 * The `query` of a client for the length of one drizzle transaction: it holds BEGIN back until
 * the transaction's first statement, then writes both at once (the pool runs node-postgres in
 * pipeline mode). One round trip less per transaction, which on a busy machine costs a wake-up
 * of the database backend and of us (ADR 023). Only a plain `begin` is held: it cannot fail on a
 * working connection, and on a lost one the statement sent with it fails too; either failure is
 * the statement's answer. A transaction that sends nothing sends no BEGIN, nor COMMIT or ROLLBACK.
 *
 * A statement marked `thenCommit` (`runThenCommit`, ADR 031) is the transaction's last: COMMIT goes
 * out in the same write, so PostgreSQL ends the transaction without waiting for us to read the
 * answer. Should the statement fail, PostgreSQL turns that COMMIT into a ROLLBACK. drizzle's own
 * COMMIT then gets that COMMIT's answer (its failure is the transaction's); its ROLLBACK waits for
 * that answer too, so the connection goes back only once the transaction's locks are free; any
 * other statement gets an error: outside the transaction it would commit on its own.
 */
function sendBeginWithFirstStatement(client: pg.PoolClient): pg.PoolClient['query'] {
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  let begin: unknown;
  const textOf = (config: unknown) =>
    (typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text) ?? null;
  let ended: Promise<pg.QueryResult> | undefined;
  const query = (...args: unknown[]) => {
    const text = textOf(args[0]);
    if (typeof text !== 'string' || args.some((arg) => typeof arg === 'function')) return send(...args);
    if (ended) {
      if (text === 'commit') return ended;
      // Its answer, whatever it is, says the transaction is over: its locks are free.
      if (text === 'rollback') return ended.then(nothingSent, nothingSent);
      return Promise.reject(new Error('the transaction has ended: COMMIT went out with its last statement'));
    }
    if (begin === undefined && text === 'begin') {
      begin = args[0];
      return Promise.resolve(NOTHING_SENT);
    }
    const held = begin;
    begin = undefined;
    if (held !== undefined && (text === 'commit' || text === 'rollback')) return Promise.resolve(NOTHING_SENT);
    const thenCommit = isThenCommit(args[0]);
    if (held === undefined && !thenCommit) return send(...args);
    if (thenCommit) {
      const { thenCommit: _, ...config } = args[0] as ThenCommit & Record<string, unknown>;
      args[0] = config;
    }
    stream.cork();
    let began: Promise<pg.QueryResult> | undefined, answer: Promise<pg.QueryResult>;
    try {
      if (held !== undefined) began = send(held);
      answer = send(...args);
      if (thenCommit) {
        ended = send('commit');
        ended.catch(() => {});
      }
    } finally {
      stream.uncork();
    }
    if (!began) return answer;
    return began.then(
      () => answer,
      (error: unknown) => {
        answer.catch(() => {});
        throw error;
      },
    );
  };
  return query as pg.PoolClient['query'];
}
