import type { Payout } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stockTreasury } from '../../../test/helpers/exchange.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import { myPayouts, sandboxAccount, sendToBank, verifiedUser } from '../../../test/helpers/payouts.js';
import { createAdmin, createTestApp, uniqueTag, type TestApp } from '../../../test/helpers/test-app.js';
import { PAYOUT_JOBS } from './payout-processor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_SECONDS: '0.5' });
  await stockTreasury(t.container, (await createAdmin(t.app, t.container)).id);
});
afterAll(() => t.close());

async function fundedUser(on = t) {
  const u = await verifiedUser(on.app, on.container, uniqueTag('payee'));
  await fund(on.container, u.user.id, 'NGN', '50000');
  return { ...u, wallet: await balanceOf(on.app, u.token, 'NGN') };
}

async function payout(u: Awaited<ReturnType<typeof fundedUser>>, on = t): Promise<string> {
  const res = await sendToBank(on.app, u.token, {
    balance_id: u.wallet.id,
    amount: '1000',
    bank_code: '058',
    account_number: sandboxAccount(),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { payout_id: string }).payout_id;
}

const statusOf = async (token: string, id: string, on = t) =>
  (await myPayouts(on.app, token)).find((p: Payout) => p.id === id)?.status;

describe('payout jobs after a process died in the middle of one', () => {
  it("one payout's job left running by a killed process holds back no one's payout, its own included", async () => {
    const alice = await fundedUser();
    const bob = await fundedUser();
    const stranded = await payout(alice);
    // The process that took Alice's send job was SIGKILLed: the job stays active until it expires
    // (minutes), and her next step is queued again meanwhile (the sweep does that after two minutes).
    await t.container.database.executeSql(
      `update pgboss.job set state = 'active', started_on = now() where name = $1 and singleton_key = $2`,
      [PAYOUT_JOBS.send, stranded],
    );
    expect(
      await t.container.jobs.send(PAYOUT_JOBS.send, { payoutId: stranded }, { singletonKey: stranded }),
    ).not.toBeNull();

    await t.container.jobs.startWorkers();
    const fresh = await payout(bob);
    await vi.waitFor(async () => expect(await statusOf(bob.token, fresh)).toBe('completed'), {
      timeout: 20_000,
      interval: 250,
    });
    await vi.waitFor(async () => expect(await statusOf(alice.token, stranded)).toBe('completed'), {
      timeout: 20_000,
      interval: 250,
    });
  });
});

describe('payout jobs in a burst', () => {
  it('a burst of payouts is sent in one poll of the queue, not one a poll', async () => {
    // A poll every 10 s: the first poll (when the workers start) must take the whole burst.
    const slow = await createTestApp({ JOB_POLL_SECONDS: '10' });
    try {
      await stockTreasury(slow.container, (await createAdmin(slow.app, slow.container)).id);
      const sent: { token: string; id: string }[] = [];
      for (let i = 0; i < 6; i++) {
        const u = await fundedUser(slow);
        sent.push({ token: u.token, id: await payout(u, slow) });
      }
      await slow.container.jobs.startWorkers();
      await vi.waitFor(
        async () =>
          expect(await Promise.all(sent.map(({ token, id }) => statusOf(token, id, slow)))).not.toContain('pending'),
        { timeout: 8_000, interval: 250 },
      );
    } finally {
      await slow.close();
    }
  });
});
