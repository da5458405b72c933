import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { balanceOf } from '../../../test/helpers/money.js';
import { createTestApp, registerUser, uniqueTag, type TestApp } from '../../../test/helpers/test-app.js';
import { createTransferParties } from './transfer-parties.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The real repository's read, counted. */
function counted() {
  const { db, ledgerRepository } = t.container;
  const tagTransferParties = vi.fn(ledgerRepository.tagTransferParties);
  return {
    parties: createTransferParties({ db, ledgerRepository: { tagTransferParties } }),
    reads: tagTransferParties,
  };
}

async function sender() {
  const alice = await registerUser(t.app);
  return { alice, wallet: await balanceOf(t.app, alice.token, 'USDC') };
}

describe('transfer parties', () => {
  it('reads a pair once, then answers from memory, whatever the tag’s case', async () => {
    const { parties, reads } = counted();
    const { alice, wallet } = await sender();
    const bob = await registerUser(t.app);
    const bobUsdc = await balanceOf(t.app, bob.token, 'USDC');

    const first = await parties.resolve(wallet.id, bob.user.tag);
    expect(first).toEqual({
      wallet: { id: wallet.id, kind: 'user_wallet', userId: alice.user.id, asset: 'USDC' },
      senderTag: alice.user.tag,
      receiver: { userId: bob.user.id, tag: bob.user.tag, walletId: bobUsdc.id },
    });
    expect(await parties.resolve(wallet.id, bob.user.tag.toUpperCase())).toEqual(first);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('reads a new recipient, and keeps the sender it already knows', async () => {
    const { parties, reads } = counted();
    const { wallet } = await sender();
    const [bob, carol] = [await registerUser(t.app), await registerUser(t.app)];
    await parties.resolve(wallet.id, bob.user.tag);
    const toCarol = await parties.resolve(wallet.id, carol.user.tag);
    expect(toCarol?.receiver?.userId).toBe(carol.user.id);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(await parties.resolve(wallet.id, carol.user.tag)).toEqual(toCarol);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('never keeps an unknown tag: once someone takes it, it is found', async () => {
    const { parties, reads } = counted();
    const { wallet } = await sender();
    const tag = uniqueTag('late');
    expect((await parties.resolve(wallet.id, tag))?.receiver).toBeUndefined();
    expect((await parties.resolve(wallet.id, tag))?.receiver).toBeUndefined();
    const late = await registerUser(t.app, { tag });
    expect((await parties.resolve(wallet.id, tag))?.receiver?.userId).toBe(late.user.id);
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('always asks the database about an unknown wallet, a platform account, or a tag no user could have', async () => {
    const { parties, reads } = counted();
    const { wallet } = await sender();
    const bob = await registerUser(t.app);
    const fees = t.container.ledger.platformAccount('fees', 'USDC');
    const unknown = '00000000-0000-4000-8000-000000000000';

    for (let i = 0; i < 2; i++) {
      expect(await parties.resolve(unknown, bob.user.tag)).toBeUndefined();
      expect((await parties.resolve(fees, bob.user.tag))?.wallet.kind).not.toBe('user_wallet');
      expect((await parties.resolve(wallet.id, `${bob.user.tag} `))?.receiver).toBeUndefined();
    }
    expect(reads).toHaveBeenCalledTimes(6);
  });
});
