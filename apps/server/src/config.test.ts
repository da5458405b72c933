import { availableParallelism, hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { databaseOnThisMachine, loadConfig, postingGatherMs, serverProcesses } from './config.js';

const PG = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };

describe('processes and batches in flight', () => {
  it('one process on the embedded database, whatever WEB_CONCURRENCY says', () => {
    expect(serverProcesses(loadConfig({ WEB_CONCURRENCY: '4' }))).toBe(1);
    expect(serverProcesses(loadConfig({ ...PG, WEB_CONCURRENCY: '3' }))).toBe(3);
  });

  it('on PostgreSQL, half the cores (at least one) when it runs on this machine, one per core when it does not', () => {
    expect(serverProcesses(loadConfig(PG))).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(serverProcesses(loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/wallet' }))).toBe(
      availableParallelism(),
    );
  });

  it('tells a database on this machine from one on another', () => {
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgres://postgres@127.0.1.1/test',
      'postgres://postgres@localhost/test',
      'postgres://postgres@[::1]:5432/test',
      'postgres:///test',
      'postgres://postgres@%2Fvar%2Frun%2Fpostgresql/test',
      'postgres://postgres@localhost/test?host=/var/run/postgresql',
      `postgres://postgres@${hostname()}/test`,
    ])
      expect(databaseOnThisMachine(url), url).toBe(true);
    for (const url of [
      'postgres://app@db.internal:5432/wallet',
      'postgres://app@10.0.0.5/wallet',
      'postgres://app@[2001:db8::1]/wallet',
      'postgres://app@128.0.0.1/wallet',
      'postgres://app@localhost.example.com/wallet',
    ])
      expect(databaseOnThisMachine(url), url).toBe(false);
  });

  it('one batch in flight per process, with a spare beside one held up 100 ms, unless set', () => {
    expect(loadConfig(PG)).toMatchObject({ POSTING_BATCHES_IN_FLIGHT: 1, POSTING_SPARE_BATCH_AFTER_MS: 100 });
    expect(loadConfig({ ...PG, POSTING_BATCHES_IN_FLIGHT: '3', POSTING_SPARE_BATCH_AFTER_MS: '20' })).toMatchObject({
      POSTING_BATCHES_IN_FLIGHT: 3,
      POSTING_SPARE_BATCH_AFTER_MS: 20,
    });
  });

  it('a batch gathers sends for 1 ms after the one before with several processes, not with one, unless set', () => {
    expect(postingGatherMs(loadConfig({ ...PG, WEB_CONCURRENCY: '2' }))).toBe(1);
    expect(postingGatherMs(loadConfig({ ...PG, WEB_CONCURRENCY: '1' }))).toBe(0);
    expect(postingGatherMs(loadConfig({ WEB_CONCURRENCY: '4' }))).toBe(0);
    expect(postingGatherMs(loadConfig({ ...PG, WEB_CONCURRENCY: '1', POSTING_GATHER_MS: '5' }))).toBe(5);
    expect(postingGatherMs(loadConfig({ ...PG, WEB_CONCURRENCY: '2', POSTING_GATHER_MS: '0' }))).toBe(0);
    expect(() => loadConfig({ POSTING_GATHER_MS: '-1' })).toThrow();
  });
});
