import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-db.js';
import type { Database } from '../db/client.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

const waitFor = async (check: () => boolean, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('job queue (pg-boss over our database)', () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.reverse()) await fn();
    cleanup = [];
  });

  async function setup(define: (jobs: JobQueue) => void, slowSql?: RegExp) {
    const { database, drop } = await createTestDatabase();
    // A slow database for the statements that match `slowSql` (half a second each).
    const executeSql: Database['executeSql'] = async (text, values) => {
      if (slowSql?.test(text)) await new Promise((r) => setTimeout(r, 500));
      return database.executeSql(text, values);
    };
    const jobs = createJobQueue({ ...database, executeSql }, { pollSeconds: 0.5 });
    define(jobs);
    await jobs.init();
    cleanup.push(drop, () => jobs.stop(2000));
    return { jobs, database };
  }

  it('runs a job enqueued inside a transaction only once that transaction commits', async () => {
    const seen: string[] = [];
    const { jobs, database } = await setup((j) =>
      j.define<{ n: string }>('test.echo', async ({ n }) => void seen.push(n)),
    );
    await jobs.startWorkers();
    await database.db
      .transaction(async (tx) => {
        await jobs.send('test.echo', { n: 'rolled-back' }, { tx });
        throw new Error('abort');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await jobs.send('test.echo', { n: 'committed' }, { tx });
      await tx.execute(sql`select 1`);
    });
    await waitFor(() => seen.includes('committed'));
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen).toEqual(['committed']);
  });

  it('enqueues a delayed job inside a transaction (pg-boss reuses one placeholder under several types)', async () => {
    const seen: string[] = [];
    const { jobs, database } = await setup((j) =>
      j.define<{ n: string }>('test.later', async ({ n }) => void seen.push(n), { policy: 'short' }),
    );
    await database.db.transaction(async (tx) => {
      const id = await jobs.send('test.later', { n: 'later' }, { tx, startAfterSeconds: 1, singletonKey: 'k' });
      expect(id).toEqual(expect.any(String));
      // One queued per key on a short queue: the second is dropped, not an error that aborts the transaction.
      expect(await jobs.send('test.later', { n: 'again' }, { tx, startAfterSeconds: 1, singletonKey: 'k' })).toBeNull();
    });
    const [row] = (
      await database.executeSql(
        `select extract(epoch from start_after - created_on)::float as delay from pgboss.job where name = 'test.later'`,
      )
    ).rows as { delay: number }[];
    expect(row!.delay).toBeGreaterThan(0.5);
    await jobs.startWorkers();
    await waitFor(() => seen.length > 0);
    expect(seen).toEqual(['later']);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    let attempts = 0;
    const { jobs } = await setup((j) =>
      j.define(
        'test.flaky',
        async () => {
          attempts += 1;
          if (attempts < 3) throw new Error('not yet');
        },
        { retryLimit: 5, retryDelaySeconds: 1 },
      ),
    );
    await jobs.startWorkers();
    await jobs.send('test.flaky', {});
    await waitFor(() => attempts >= 3, 20_000);
    const status = await jobs.status();
    expect(status.queues.find((q) => q.name === 'test.flaky')).toMatchObject({ failed: 0 });
  });

  it('works a batch job by job: one failure is retried alone, the others complete once', async () => {
    const seen: number[] = [];
    let attemptsOf3 = 0;
    const { jobs, database } = await setup((j) =>
      j.define<{ n: number }>(
        'test.batch',
        async ({ n }) => {
          if (n === 3 && ++attemptsOf3 === 1) throw new Error('not yet');
          seen.push(n);
        },
        { batchSize: 10, retryDelaySeconds: 1 },
      ),
    );
    for (let n = 1; n <= 5; n++) await jobs.send('test.batch', { n });
    await jobs.startWorkers();
    const states = async () =>
      (
        await database.executeSql(
          `select state, count(*)::int as n from pgboss.job where name = 'test.batch' group by state`,
        )
      ).rows;
    const until = Date.now() + 20_000;
    while (JSON.stringify(await states()) !== JSON.stringify([{ state: 'completed', n: 5 }])) {
      if (Date.now() > until) throw new Error(`jobs not all completed: ${JSON.stringify(await states())}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(attemptsOf3).toBe(2);
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('enqueues a job with a given id once, however often it is sent', async () => {
    const { jobs, database } = await setup((j) => j.define('test.once', async () => {}));
    const id = '6f1c3a34-9b1e-4d1a-8f57-2d3f0b7f4c11';
    const first = await jobs.send('test.once', {}, { id });
    const again = await jobs.send('test.once', {}, { id });
    expect(first).toBe(id);
    expect(again).toBeNull();
    const { rows } = await database.executeSql(`select count(*)::int as n from pgboss.job where name = 'test.once'`);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('deletes a retired queue, with the jobs left in it, when it starts', async () => {
    const { database, drop } = await createTestDatabase();
    cleanup.push(drop);
    const before = createJobQueue(database, {});
    before.define('test.old', async () => {});
    await before.init();
    await before.send('test.old', { left: 'behind' });
    await before.stop(2000);

    const after = createJobQueue(database, {});
    after.define('test.new', async () => {});
    after.retire('test.old');
    expect(() => after.retire('test.new')).toThrow(/cannot be retired/);
    await after.init();
    cleanup.push(() => after.stop(2000));
    const rows = async (q: string) => (await database.executeSql(q, [])).rows as { name: string }[];
    expect((await rows(`select name from pgboss.queue where name like 'test.%'`)).map((r) => r.name)).toEqual([
      'test.new',
    ]);
    expect(await rows(`select name from pgboss.job where name = 'test.old'`)).toEqual([]);
  });

  it('repeats a periodic job, one run at a time in a process', async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const { jobs } = await setup((j) =>
      j.every('test.tick', 0.5, async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((r) => setTimeout(r, 100));
        running -= 1;
        runs += 1;
      }),
    );
    await jobs.startWorkers();
    await jobs.startWorkers(); // a second start changes nothing
    await waitFor(() => runs >= 3, 15_000);
    expect(maxRunning).toBe(1);
  });

  it('keeps repeating when a process died in the middle of a run (its job left active)', async () => {
    let runs = 0;
    const { jobs, database } = await setup((j) =>
      j.every('test.scan', 0.5, async () => {
        runs += 1;
      }),
    );
    // The run a SIGKILLed process had taken: active until it expires (60 s at least), then until
    // pg-boss's maintenance next looks (every 120 s).
    await jobs.send('test.scan', {}, { singletonKey: 'test.scan' });
    await database.executeSql(`update pgboss.job set state = 'active', started_on = now() where name = 'test.scan'`);
    await jobs.startWorkers();
    await waitFor(() => runs >= 2, 10_000);
  });

  it('has recorded a failure that ended just as it stopped, before its stop returns', async () => {
    let failed = false;
    const { jobs, database } = await setup(
      (j) =>
        j.define('test.fails', async () => {
          failed = true;
          throw new Error('provider down');
        }),
      /WITH deleted_jobs AS/, // pg-boss recording a failure
    );
    await jobs.send('test.fails', {});
    await jobs.startWorkers();
    await waitFor(() => failed, 10_000);
    await jobs.stop(2000);
    const { rows } = await database.executeSql(`select state from pgboss.job where name = 'test.fails'`);
    expect(rows).toEqual([{ state: 'retry' }]);
  });
});
