import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('health', () => {
  it('reports the database, liveness and readiness while all is well', async () => {
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect((await get('/api/health/live')).json()).toMatchObject({ status: 'alive' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'up', jobs: 'up', shutting_down: false });
  });

  it('readiness turns 503 when a repeating job has no run scheduled (its workers died)', async () => {
    await t.container.jobs.startWorkers();
    const ready = async () =>
      (await get('/api/health/ready')).json() as { watchers: { name: string; status: string }[] };
    expect((await ready()).watchers).toContainEqual({ name: 'idempotency.purge', status: 'up' });
    await t.container.database.executeSql(`delete from pgboss.job where name = 'idempotency.purge'`);
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not_ready' });
    expect(res.json().watchers).toContainEqual({ name: 'idempotency.purge', status: 'down' });
    await t.container.jobs.stop(2000);
  });
});
