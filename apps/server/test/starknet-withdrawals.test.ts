import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainRegistry } from '../src/modules/chains/chain-registry.js';
import { createStarknetChain } from '../src/providers/chains/starknet-chain.js';
import { balanceOf, fund } from './helpers/money.js';
import { startStarknetStub, STUB_STRK_TOKEN, TRANSFER_SELECTOR } from './helpers/starknet-stub.js';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.js';

let stub: Awaited<ReturnType<typeof startStarknetStub>>;
let t: TestApp;
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
      explorer: 'https://sepolia.voyager.online/tx/{hash}',
    },
  ]);
  t = await createTestApp({}, undefined, { chains: registry });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const send = (token: string, body: object) =>
  as(t.app, token, {
    method: 'POST',
    url: '/api/wallets/send-to-wallet',
    payload: body,
    headers: { 'idempotency-key': randomUUID() },
  });

describe('Starknet through a configured RPC URL (JSON-RPC stub)', () => {
  it('credits a STRK Transfer event to a user deposit address, once', async () => {
    const { token } = await registerUser(t.app);
    const strk = await balanceOf(t.app, token, 'STRK');
    stub.state.events = [
      [
        {
          keys: [TRANSFER_SELECTOR, '0x999', strk.address],
          data: ['0xde0b6b3a7640000', '0x0'],
          block_number: 1230,
          transaction_hash: '0xabc1',
        },
      ],
    ];
    await t.container.depositWatcher.scanAll();
    await t.container.depositWatcher.scanAll();
    expect((await balanceOf(t.app, token, 'STRK')).amount).toBe('1');
    const [tx] = (await as(t.app, token, { method: 'GET', url: '/api/transactions' })).json();
    expect(tx).toMatchObject({
      type: 'deposit',
      tx_hash: '0xabc1',
      chain: 'starknet',
      explorer_url: 'https://sepolia.voyager.online/tx/0xabc1',
    });
  });

  it('withdraws STRK: submitted through starknet.js, charged the quoted fees, settled on the receipt', async () => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'STRK', '10');
    const strk = await balanceOf(t.app, token, 'STRK');
    const quote = (
      await as(t.app, token, { method: 'GET', url: `/api/wallets/fees?balance_id=${strk.id}&amount=2&mode=wallet` })
    ).json();
    const res = await send(token, { balance_id: strk.id, amount: '2', receiver_address: '0x0456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'success', txHash: '0xfeed' });
    expect(stub.state.calls.some((c) => c.method === 'starknet_addInvokeTransaction')).toBe(true);
    expect(quote.total).toBe('2.11311112');
    expect((await balanceOf(t.app, token, 'STRK')).amount).toBe('7.88688888');
    await new Promise((r) => setTimeout(r, 2100));
    await t.container.withdrawalTracker.tick();
    const [tx] = (await as(t.app, token, { method: 'GET', url: '/api/transactions?type=withdrawal' })).json();
    expect(tx).toMatchObject({ status: 'completed', tx_hash: '0xfeed', chain: 'starknet' });
  });

  it('a rejected submission debits nothing (422)', async () => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'STRK', '5');
    const strk = await balanceOf(t.app, token, 'STRK');
    stub.state.invokeError = 'Account balance is smaller than the transaction max fee';
    try {
      const res = await send(token, { balance_id: strk.id, amount: '1', receiver_address: '0x0456' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^Starknet rejected the transfer/);
    } finally {
      stub.state.invokeError = undefined;
    }
    expect((await balanceOf(t.app, token, 'STRK')).amount).toBe('5');
  });

  it('refuses a withdrawal beyond the balance before anything is submitted to the chain', async () => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'STRK', '1');
    const strk = await balanceOf(t.app, token, 'STRK');
    stub.state.calls.length = 0;
    const res = await send(token, { balance_id: strk.id, amount: '5', receiver_address: '0x0456' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Insufficient balance');
    expect(stub.state.calls.filter((c) => c.method === 'starknet_addInvokeTransaction')).toEqual([]);
  });

  it("answers 404 for another user's balance and 400 for a malformed body", async () => {
    const owner = await registerUser(t.app);
    const { token } = await registerUser(t.app);
    const theirs = await balanceOf(t.app, owner.token, 'STRK');
    const res = await send(token, { balance_id: theirs.id, amount: '1', receiver_address: '0x0456' });
    expect(res.statusCode).toBe(404);
    const bad = await send(token, { balance_id: theirs.id, amount: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(expect.arrayContaining(['amount', 'receiver_address']));
  });

  it('refuses malformed Starknet addresses with 400', async () => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'STRK', '5');
    const strk = await balanceOf(t.app, token, 'STRK');
    const res = await send(token, { balance_id: strk.id, amount: '1', receiver_address: '0xZZ' });
    expect(res.statusCode).toBe(400);
  });
});
