import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { q, run, runThenCommit } from '../../src/db/prepared.js';
import { queryRows } from '../../src/db/raw.js';
import { balanceOf, fund, sendToTag } from '../helpers/money.js';
import { createTestApp, registerUser, type TestApp } from '../helpers/test-app.js';

/** Every statement the server sends: its text, and which statements were still unanswered when it went out. */
interface Sent {
  client: pg.Client;
  text: string;
  answered: boolean;
  pendingAtSend: Sent[];
}
const sent: Sent[] = [];
const query = pg.Client.prototype.query;

let t: TestApp;
beforeAll(async () => {
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    const entry: Sent = {
      client: this,
      text: typeof config === 'string' ? config : (config?.text ?? ''),
      answered: false,
      pendingAtSend: sent.filter((s) => !s.answered),
    };
    sent.push(entry);
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) void result.finally(() => (entry.answered = true)).catch(() => {});
    else entry.answered = true;
    return result as never;
  });
  t = await createTestApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

/**
 * A send to a tag is a transaction of three round trips (ADR 031): BEGIN, the idempotency claim
 * and the wallets' lock go out together; then the write statement and COMMIT together. These
 * tests watch what the server sends, and when, to hold it to that.
 */
describe('a send to a tag (ADR 031)', () => {
  it("sends the wallets' lock behind the idempotency claim, and COMMIT behind the write", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await fund(t.container, alice.user.id, 'USDC', '10');
    const wallet = await balanceOf(t.app, alice.token, 'USDC');
    sent.length = 0;
    const res = await sendToTag(t.app, alice.token, { balance_id: wallet.id, amount: '1', receiver_tag: bob.user.tag });
    expect(res.statusCode).toBe(200);

    // What the posting's connection sent, from BEGIN to COMMIT.
    const claimed = sent.find((s) => s.text.includes('pg_try_advisory_xact_lock'));
    expect(claimed).toBeDefined();
    const onIt = sent.filter((s) => s.client === claimed!.client);
    const begin = onIt.findIndex((s) => s.text === 'begin');
    const statements = onIt.slice(begin, onIt.findIndex((s, i) => i > begin && s.text === 'commit') + 1);
    expect(
      statements.map((s) => s.text.match(/^begin|for update|insert into ledger_transactions|^commit/)?.[0]),
    ).toEqual([
      'begin',
      undefined, // the claim
      'for update',
      'insert into ledger_transactions',
      'commit',
    ]);
    const [, claim, lock, write, commit] = statements;
    expect(claim).toBe(claimed);
    expect(lock!.pendingAtSend).toContain(claim);
    expect(commit!.pendingAtSend).toContain(write);
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('1');
  });

  it('runThenCommit: nothing may follow it; a later statement fails, and commits nothing on its own', async () => {
    const { db } = t.container;
    await db.execute(sql`create table if not exists commit_probe (n int not null)`);
    await expect(
      db.transaction(async (tx) => {
        await runThenCommit(tx, q`insert into commit_probe values (1)`);
        await run(tx, q`insert into commit_probe values (2)`);
      }),
    ).rejects.toThrow(/transaction has ended/);
    expect(await queryRows(db, sql`select n from commit_probe order by n`)).toEqual([{ n: 1 }]);
  });
});
