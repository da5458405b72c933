import { randomUUID } from 'node:crypto';
import type { AssetSymbol } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainRegistry } from '../src/modules/chains/chain-registry.js';
import { createStarknetChain } from '../src/providers/chains/starknet-chain.js';
import { accountNumber, payBill } from './helpers/bills.js';
import { ledgerSnapshot } from './helpers/ledger-snapshot.js';
import { connectLive } from './helpers/live-socket.js';
import { balanceOf, fund, sendToTag } from './helpers/money.js';
import { myPayouts, runSend, sandboxAccount, sendToBank, verifiedUser } from './helpers/payouts.js';
import { startStarknetStub, STUB_STRK_TOKEN } from './helpers/starknet-stub.js';
import { as, createAdmin, createTestApp, registerUser, uniqueTag, type TestApp } from './helpers/test-app.js';

/**
 * A frozen account can sign in and look, but no money leaves it, whichever feature tries; money
 * still comes in. The rule is one ledger posting hook, so every feature that posts is covered.
 */
let stub: Awaited<ReturnType<typeof startStarknetStub>>;
let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  stub = await startStarknetStub();
  const registry = createChainRegistry([
    {
      kind: 'starknet',
      id: 'starknet',
      name: 'Starknet',
      source: 'rpc',
      adapter: createStarknetChain({ rpcUrl: stub.url, tokenAddress: STUB_STRK_TOKEN }),
      confirmations: 1,
      tokens: [{ asset: 'STRK', address: STUB_STRK_TOKEN }],
      explorer: undefined,
    },
  ]);
  t = await createTestApp({}, undefined, { chains: registry });
  admin = await createAdmin(t.app, t.container);
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

type Person = Awaited<ReturnType<typeof verifiedUser>>;
const freeze = (userId: string, reason = 'Suspected account takeover') =>
  as(t.app, admin.token, { method: 'POST', url: `/api/admin/users/${userId}/freeze`, payload: { reason } });
const unfreeze = (userId: string, reason = 'Owner verified by phone') =>
  as(t.app, admin.token, { method: 'POST', url: `/api/admin/users/${userId}/unfreeze`, payload: { reason } });

interface Outflow {
  name: string;
  asset: AssetSymbol;
  amount: string;
  attempt: (who: Person, balanceId: string, other: Person) => ReturnType<typeof sendToTag>;
  /** Anything else that must not have happened (a chain submission, a provider call). */
  nothingElse?: () => void;
}

/** Every way money leaves a wallet: each is one entry here, with its own request. */
const outflows: Outflow[] = [
  {
    name: 'send by tag',
    asset: 'NGN',
    amount: '50000',
    attempt: (who, balanceId, other) =>
      sendToTag(t.app, who.token, { balance_id: balanceId, amount: '100', receiver_tag: other.user.tag }),
  },
  {
    name: 'send to a wallet address (Starknet)',
    asset: 'STRK',
    amount: '100',
    attempt: (who, balanceId) =>
      as(t.app, who.token, {
        method: 'POST',
        url: '/api/wallets/send-to-wallet',
        payload: { balance_id: balanceId, amount: '2', receiver_address: '0x0456' },
        headers: { 'idempotency-key': randomUUID() },
      }),
    nothingElse: () => expect(stub.state.calls.filter((c) => c.method === 'starknet_addInvokeTransaction')).toEqual([]),
  },
  {
    name: 'cash out to a bank',
    asset: 'NGN',
    amount: '50000',
    attempt: (who, balanceId) =>
      sendToBank(t.app, who.token, {
        balance_id: balanceId,
        amount: '1000',
        bank_code: '058',
        account_number: sandboxAccount(),
      }),
  },
  {
    name: 'pay a bill',
    asset: 'NGN',
    amount: '50000',
    attempt: (who) =>
      payBill(t.app, who.token, { provider: 'mtn', account_number: accountNumber('phone', '4567'), amount: '500' }),
  },
  {
    name: 'send a split payment',
    asset: 'NGN',
    amount: '50000',
    attempt: async (who, balanceId, other) => {
      const third = await verifiedUser(t.app, t.container, uniqueTag('third'));
      return as(t.app, who.token, {
        method: 'POST',
        url: '/api/splits',
        payload: {
          balance_id: balanceId,
          total_amount: '1000',
          method: 'equal',
          recipients: [{ tag: other.user.tag }, { tag: third.user.tag }],
        },
        headers: { 'idempotency-key': randomUUID() },
      });
    },
  },
];

describe('frozen accounts', () => {
  it.each(outflows)(
    'a frozen account cannot $name: 422 "Your account is frozen. Contact support." and nothing moves',
    async (outflow) => {
      const who = await verifiedUser(t.app, t.container, uniqueTag('frozen'));
      const other = await verifiedUser(t.app, t.container, uniqueTag('other'));
      await fund(t.container, who.user.id, outflow.asset, outflow.amount);
      const wallet = await balanceOf(t.app, who.token, outflow.asset);
      expect((await freeze(who.user.id)).json()).toEqual({ user_id: who.user.id, frozen: true });
      stub.state.calls.length = 0;
      const before = await ledgerSnapshot(t.container.db);

      const res = await outflow.attempt(who, wallet.id, other);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        error: 'ACCOUNT_FROZEN',
        message: 'Your account is frozen. Contact support.',
      });
      expect(await ledgerSnapshot(t.container.db)).toEqual(before);
      outflow.nothingElse?.();

      // Unfrozen, the same outflow goes through.
      expect((await unfreeze(who.user.id)).statusCode).toBe(200);
      expect((await outflow.attempt(who, wallet.id, other)).statusCode).toBe(200);
    },
  );

  it('still lets money in (deposits, transfers from others), and the user can sign in and look', async () => {
    const who = await registerUser(t.app);
    const sender = await verifiedUser(t.app, t.container, uniqueTag('sender'));
    await freeze(who.user.id);
    await fund(t.container, who.user.id, 'USDC', '10');
    await fund(t.container, sender.user.id, 'USDC', '10');
    const senderWallet = await balanceOf(t.app, sender.token, 'USDC');
    expect(
      (await sendToTag(t.app, sender.token, { balance_id: senderWallet.id, amount: '5', receiver_tag: who.user.tag }))
        .statusCode,
    ).toBe(200);
    expect((await balanceOf(t.app, who.token, 'USDC')).amount).toBe('15');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password: who.password },
    });
    expect(login.statusCode).toBe(200);
    expect((await as(t.app, login.json().token, { method: 'GET', url: '/api/transactions' })).statusCode).toBe(200);
    expect((await as(t.app, who.token, { method: 'GET', url: '/api/notifications/unread' })).json()[0]).toMatchObject({
      title: 'Money received',
    });
  });

  it("says so in the user's profile and sign-in, and tells their open pages live", async () => {
    const who = await registerUser(t.app);
    const profile = async () => (await as(t.app, who.token, { method: 'GET', url: '/api/users/profile' })).json();
    const signIn = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: who.user.email, password: who.password },
        })
      ).json().user;
    expect(who.user.frozen).toBe(false);
    expect((await profile()).frozen).toBe(false);
    const live = await connectLive(t.app, who.token);
    try {
      await live.waitFor((e) => e.type === 'ready');
      await freeze(who.user.id);
      await live.waitFor((e) => e.type === 'account_update' && e.frozen === true);
      expect((await profile()).frozen).toBe(true);
      expect((await signIn()).frozen).toBe(true);

      await unfreeze(who.user.id);
      await live.waitFor((e) => e.type === 'account_update' && e.frozen === false);
      expect((await profile()).frozen).toBe(false);
      expect((await signIn()).frozen).toBe(false);
    } finally {
      live.close();
    }
  });

  it('holds a queued payout of an account frozen before it was sent, refunds a rejected one, and will not approve while frozen', async () => {
    const who = await verifiedUser(t.app, t.container, uniqueTag('queued'));
    await fund(t.container, who.user.id, 'NGN', '50000');
    const wallet = await balanceOf(t.app, who.token, 'NGN');
    const res = await sendToBank(t.app, who.token, {
      balance_id: wallet.id,
      amount: '1000',
      bank_code: '058',
      account_number: sandboxAccount(),
    });
    expect(res.json().status).toBe('pending');
    await freeze(who.user.id);
    await runSend(t.container, res.json().payout_id);
    expect((await myPayouts(t.app, who.token))[0]).toMatchObject({ status: 'requires_approval', provider: null });
    const approve = await as(t.app, admin.token, {
      method: 'POST',
      url: `/api/admin/payouts/${res.json().payout_id}/approve`,
    });
    expect(approve.statusCode).toBe(422);
    // The refund of a rejected payout is an inflow: it reaches a frozen account.
    const reject = await as(t.app, admin.token, {
      method: 'POST',
      url: `/api/admin/payouts/${res.json().payout_id}/reject`,
      payload: { reason: 'Account under review' },
    });
    expect(reject.statusCode).toBe(200);
    expect((await balanceOf(t.app, who.token, 'NGN')).amount).toBe('50000');
  });

  it('records who froze and unfroze, and why; refuses freezing twice, oneself, or nobody', async () => {
    const who = await registerUser(t.app);
    expect((await freeze(who.user.id, 'Chargeback pattern')).statusCode).toBe(200);
    expect((await freeze(who.user.id)).statusCode).toBe(409);
    expect((await unfreeze(who.user.id, 'Cleared by compliance')).statusCode).toBe(200);
    expect((await unfreeze(who.user.id)).statusCode).toBe(409);
    expect((await freeze(admin.id)).statusCode).toBe(409);
    expect((await freeze('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (await as(t.app, admin.token, { method: 'POST', url: `/api/admin/users/${who.user.id}/freeze`, payload: {} }))
        .statusCode,
    ).toBe(400);
    const audit = (
      await as(t.app, admin.token, { method: 'GET', url: `/api/admin/audit?target_id=${who.user.id}` })
    ).json();
    expect(
      audit.map((a: { action: string; reason: string; target_label: string }) => [a.action, a.reason, a.target_label]),
    ).toEqual([
      ['user.unfreeze', 'Cleared by compliance', who.user.tag],
      ['user.freeze', 'Chargeback pattern', who.user.tag],
    ]);
    const notes = (await as(t.app, who.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(notes.slice(0, 2).map((n: { title: string }) => n.title)).toEqual(['Account unfrozen', 'Account frozen']);
  });
});
