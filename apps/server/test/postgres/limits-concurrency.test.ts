import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetSymbol } from '@app/contract';
import type { Posting } from '../../src/modules/ledger/ledger.service.js';
import { parseAmountFor } from '../../src/modules/wallet/wallet.service.js';
import { fund } from '../helpers/money.js';
import { as, createTestApp, registerUser, type TestApp } from '../helpers/test-app.js';

/**
 * The daily limit's lock on a real PostgreSQL server: while one outflow of a user is open (not
 * yet committed), another outflow of the same user in another asset waits for it, then sees what
 * it used. Without the per-user lock both would read the same "used" and both pass.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATABASE_POOL_SIZE: '10' }, 'postgres');
});
afterAll(() => t.close());

async function transfer(from: string, to: string, asset: AssetSymbol, amount: string): Promise<Posting> {
  const repo = t.container.ledgerRepository;
  const [a, b] = [await repo.walletFor(t.container.db, from, asset), await repo.walletFor(t.container.db, to, asset)];
  const units = parseAmountFor(asset, amount);
  return {
    kind: 'transfer',
    status: 'completed',
    legs: [
      { accountId: a!.id, asset, amount: -units },
      { accountId: b!.id, asset, amount: units },
    ],
    activities: [],
  };
}

describe('daily limit on PostgreSQL', () => {
  it('an open outflow holds back another outflow of the same user in another asset until it commits', async () => {
    const alice = await registerUser(t.app, { tier: 1 });
    const bob = await registerUser(t.app, { tier: 1 });
    await fund(t.container, alice.user.id, 'NGN', '100000');
    await fund(t.container, alice.user.id, 'USDC', '100');
    const { db, ledger } = t.container;
    // Today's row exists, so only its lock can keep the two apart.
    await db.transaction((tx) => transfer(alice.user.id, bob.user.id, 'NGN', '1000').then((p) => ledger.post(tx, p)));

    const ngn = await transfer(alice.user.id, bob.user.id, 'NGN', '30000');
    const usdc = await transfer(alice.user.id, bob.user.id, 'USDC', '20'); // ₦31,000 at $1 and ₦1,550/$
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstPosted!: () => void;
    const posted = new Promise<void>((resolve) => (firstPosted = resolve));
    const first = db.transaction(async (tx) => {
      await ledger.post(tx, ngn);
      firstPosted();
      await held; // still open: its lock on today's row is held
    });
    await posted;
    let secondDone = false;
    const second = db
      .transaction((tx) => ledger.post(tx, usdc))
      .then(
        () => 'posted',
        (error: Error) => error.message,
      )
      .finally(() => (secondDone = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(secondDone).toBe(false); // waiting for the first
    release();
    await first;
    expect(await second).toBe('Daily limit reached: ₦19,000.00 left today');
    const limits = (await as(t.app, alice.token, { method: 'GET', url: '/api/users/limits' })).json();
    expect(limits).toMatchObject({ used_today: '31000.00', left_today: '19000.00' });
  });
});
