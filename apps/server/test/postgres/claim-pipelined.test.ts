import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { balanceOf, fund, sendToTag } from '../helpers/money.js';
import { createTestApp, registerUser, type TestApp } from '../helpers/test-app.js';

/** Every statement the server sends: its text, and which statements were still unanswered when it went out. */
interface Sent {
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

describe('a send to a tag (ADR 031)', () => {
  it("sends its wallets' lock behind the idempotency claim, before the claim is answered", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await fund(t.container, alice.user.id, 'USDC', '10');
    const wallet = await balanceOf(t.app, alice.token, 'USDC');
    sent.length = 0;
    const res = await sendToTag(t.app, alice.token, { balance_id: wallet.id, amount: '1', receiver_tag: bob.user.tag });
    expect(res.statusCode).toBe(200);

    const claim = sent.findIndex((s) => s.text.includes('pg_try_advisory_xact_lock'));
    expect(claim).toBeGreaterThanOrEqual(0);
    const lock = sent[claim + 1]!;
    expect(lock.text).toMatch(/for update/);
    expect(lock.pendingAtSend).toContain(sent[claim]);
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('1');
  });
});
