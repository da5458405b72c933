import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { batchesInFlight, loadConfig, serverProcesses } from './config.js';

const PG = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };

describe('processes and batches in flight', () => {
  it('one process on the embedded database, whatever WEB_CONCURRENCY says; one per core on PostgreSQL', () => {
    expect(serverProcesses(loadConfig({ WEB_CONCURRENCY: '4' }))).toBe(1);
    expect(serverProcesses(loadConfig(PG))).toBe(availableParallelism());
    expect(serverProcesses(loadConfig({ ...PG, WEB_CONCURRENCY: '3' }))).toBe(3);
  });

  it('two batches in flight in all the processes together, at least one each, unless set', () => {
    expect(batchesInFlight(loadConfig({}))).toBe(2);
    expect(batchesInFlight(loadConfig({ ...PG, WEB_CONCURRENCY: '1' }))).toBe(2);
    expect(batchesInFlight(loadConfig({ ...PG, WEB_CONCURRENCY: '2' }))).toBe(1);
    expect(batchesInFlight(loadConfig({ ...PG, WEB_CONCURRENCY: '5' }))).toBe(1);
    expect(batchesInFlight(loadConfig({ ...PG, WEB_CONCURRENCY: '2', POSTING_BATCHES_IN_FLIGHT: '3' }))).toBe(3);
  });
});
