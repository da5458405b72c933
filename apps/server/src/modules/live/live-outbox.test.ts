import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { LIVE_CHANNEL, type LiveEnvelope } from './live-events.js';
import { run } from '../../db/prepared.js';
import { createLiveOutbox, DRAIN_STATEMENT, MAX_NOTIFY_BYTES } from './live-outbox.js';

const envelope = (i: number, title = `n${i}`): LiveEnvelope => ({
  userId: '00000000-0000-4000-8000-000000000000',
  event: { type: 'notification', id: String(i), title },
});

describe('the live outbox', () => {
  let t: TestApp;
  const received: LiveEnvelope[] = [];
  const payloads: string[] = [];
  let unlisten: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    unlisten = await t.container.database.listen(LIVE_CHANNEL, (payload) => {
      payloads.push(payload);
      received.push(...(JSON.parse(payload) as LiveEnvelope[]));
    });
  });
  /** Writes rows straight to the table: no after-commit nudge, as if the writer died right after COMMIT. */
  const writeRows = (rows: LiveEnvelope[][]) =>
    t.container.db.execute(
      sql`insert into live_outbox (payload) select p from unnest(array[${sql.join(
        rows.map((r) => sql`${JSON.stringify(r)}`),
        sql`, `,
      )}]::text[]) as p`,
    );
  afterAll(async () => {
    await unlisten();
    await t.close();
  });

  const waitFor = async (check: () => boolean, ms = 5_000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('announces events whose writer never nudged (it died after commit) within the sweep, once', async () => {
    received.length = 0;
    await writeRows([[envelope(1), envelope(2)]]);
    await waitFor(() => received.length >= 2);
    await new Promise((r) => setTimeout(r, 1_200)); // another sweep: nothing is sent twice
    expect(received.map((e) => e.event)).toEqual([envelope(1).event, envelope(2).event]);
    const [left] = await queryRows<{ n: number }>(t.container.db, sql`select count(*)::int as n from live_outbox`);
    expect(left!.n).toBe(0);
  });

  it('packs a backlog, in order, into NOTIFYs that each fit, dropping only an envelope of half a NOTIFY or more', async () => {
    received.length = 0;
    payloads.length = 0;
    const envelopes = Array.from({ length: 400 }, (_, i) => envelope(i, (i % 97 ? 'x' : 'z').repeat(i % 97 || 3_600)));
    const rows = Array.from({ length: 40 }, (_, r) => envelopes.slice(r * 10, r * 10 + 10));
    rows[7]!.splice(3, 0, envelope(-1, 'y'.repeat(MAX_NOTIFY_BYTES / 2)));
    await writeRows(rows);
    await waitFor(() => received.length >= 400);
    await new Promise((r) => setTimeout(r, 1_200));
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(received.map((e) => e.event)).toEqual(envelopes.map((e) => e.event));
  });

  it("commits a drain without waiting for the disk, and only that transaction's", async () => {
    received.length = 0;
    await writeRows([[envelope(7)]]);
    const setting = async (db: Executor) =>
      (await queryRows<{ s: string }>(db, sql`select current_setting('synchronous_commit') as s`))[0]!.s;
    const inside = await t.container.db.transaction(async (tx) => {
      const before = await setting(tx);
      await run(tx, DRAIN_STATEMENT);
      return [before, await setting(tx)];
    });
    expect(inside).toEqual(['on', 'off']);
    await waitFor(() => received.length >= 1);
    expect(received.map((e) => e.event)).toEqual([envelope(7).event]);
    // Money transactions on the same connections still wait for the disk: every pooled connection says `on`.
    const after = await Promise.all(Array.from({ length: 30 }, () => setting(t.container.db)));
    expect(new Set(after)).toEqual(new Set(['on']));
  });

  it('sends every event exactly once when several drainers race over a large backlog', async () => {
    received.length = 0;
    await writeRows(Array.from({ length: 1_300 }, (_, i) => [envelope(i)]));
    // Two more drainers, as two more instances would have, all nudged at once with the app's own.
    const others = [createLiveOutbox(t.container.db), createLiveOutbox(t.container.db)];
    for (const o of others) o.start();
    await waitFor(() => received.length >= 1_300, 15_000);
    await new Promise((r) => setTimeout(r, 1_200));
    await Promise.all(others.map((o) => o.stop()));
    const ids = received.map((e) => (e.event as { id: string }).id);
    expect(ids.length).toBe(1_300);
    expect(new Set(ids).size).toBe(1_300);
  });

  it('drains once for the commits made while a drain waits to start, and again for one made while it runs', async () => {
    // A database that counts the drains and ends each when the test says so.
    const running: (() => void)[] = [];
    const db = {
      transaction: () => new Promise<number>((resolve) => running.push(() => resolve(0))),
    } as unknown as Db;
    const drains = () => running.length;
    const outbox = createLiveOutbox(db);
    const finish = (n: number) => running[n - 1]!();
    outbox.start();
    await waitFor(() => drains() === 1, 2_000);
    outbox.nudge(); // a commit while drain 1 runs, which it may not see
    finish(1);
    await waitFor(() => drains() === 2, 2_000);
    finish(2);
    await new Promise((r) => setTimeout(r, 50));
    expect(drains()).toBe(2);
    for (let i = 0; i < 5; i++) outbox.nudge(); // five commits at once: one drain takes them all
    await waitFor(() => drains() === 3, 2_000);
    finish(3);
    await new Promise((r) => setTimeout(r, 50));
    expect(drains()).toBe(3);
    await outbox.stop();
  });
});
