import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parseAbiItem, parseEther, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/raw.js';
import type { EvmRuntime } from '../../src/modules/chains/chain-registry.js';
import { createDepositWatcher } from '../../src/modules/chains/deposit-watcher.js';
import { sendDevnetDeposit } from '../../src/providers/chains/devnet-faucet.js';
import { startTestDevnet } from '../helpers/devnet.js';
import { balanceOf, fund } from '../helpers/money.js';
import { as, createAdmin, createTestApp, registerUser, type TestApp } from '../helpers/test-app.js';

let devnet: Awaited<ReturnType<typeof startTestDevnet>>;
let t: TestApp;
beforeAll(async () => {
  devnet = await startTestDevnet();
  t = await createTestApp({}, undefined, { custody: devnet.custody, chains: devnet.registry });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await devnet?.close();
});

const evm = (id: 'ethereum' | 'base' | 'core') => devnet.registry.get(id) as EvmRuntime;
const usdc = () => evm('base').tokens[0]!.address as Hex;
const erc20Balance = (owner: string) =>
  evm('base').adapter.client.readContract({
    address: usdc(),
    abi: [parseAbiItem('function balanceOf(address) view returns (uint256)')],
    functionName: 'balanceOf',
    args: [owner as Hex],
  });

function sendToWallet(token: string, body: Record<string, unknown>, key = randomUUID()) {
  return as(t.app, token, {
    method: 'POST',
    url: '/api/wallets/send-to-wallet',
    payload: body,
    headers: { 'idempotency-key': key },
  });
}

async function settle(rounds = 20) {
  for (let i = 0; i < rounds; i++) {
    await new Promise((r) => setTimeout(r, 2100)); // the tracker skips rows touched in the last 2 s
    await t.container.withdrawalTracker.tick();
    const [open] = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from withdrawals where status in ('signed','broadcast')`,
    );
    if (open!.n === 0) return;
  }
}

describe('deposits on the devnet', () => {
  it('gives each user EVM and Starknet deposit addresses derived from the seed', async () => {
    const { token, user } = await registerUser(t.app);
    const balances = (await as(t.app, token, { method: 'GET', url: '/api/balances' })).json() as {
      token_symbol: string;
      address: string;
    }[];
    const addr = Object.fromEntries(balances.map((b) => [b.token_symbol, b.address]));
    const profile = (await as(t.app, token, { method: 'GET', url: '/api/users/profile' })).json();
    expect(profile.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(addr.ETH).toBe(profile.address);
    expect(addr.USDC).toBe(profile.address);
    expect(addr.CORE).toBe(profile.address);
    expect(addr.STRK).toMatch(/^0x[0-9a-f]{64}$/);
    expect(addr.NGN).toBe('');
    expect(user.id).toBeTruthy();
  });

  it('credits ETH and USDC deposits once, even when scanned twice and after a restart', async () => {
    const { token, user } = await registerUser(t.app);
    const address = (await balanceOf(t.app, token, 'ETH')).address;
    const ethHash = await sendDevnetDeposit({
      rpcUrl: evm('ethereum').adapter.rpcUrl,
      to: address,
      token: null,
      amount: parseEther('0.75'),
    });
    const usdcHash = await sendDevnetDeposit({
      rpcUrl: evm('base').adapter.rpcUrl,
      to: address,
      token: usdc(),
      amount: 42_500_000n,
    });
    await t.container.depositWatcher.scanAll();
    await t.container.depositWatcher.scanAll();
    expect((await balanceOf(t.app, token, 'ETH')).amount).toBe('0.75');
    expect((await balanceOf(t.app, token, 'USDC')).amount).toBe('42.5');

    // A restart that lost its place: cursors reset, a fresh watcher rescans every block.
    await t.container.db.execute(sql`update chain_cursors set last_scanned_block = -1`);
    const restarted = createTestAppWatcher();
    await restarted.scanAll();
    expect((await balanceOf(t.app, token, 'ETH')).amount).toBe('0.75');
    expect((await balanceOf(t.app, token, 'USDC')).amount).toBe('42.5');

    const history = (await as(t.app, token, { method: 'GET', url: '/api/transactions?type=deposit' })).json();
    expect(history.map((h: { tx_hash: string }) => h.tx_hash).sort()).toEqual([ethHash, usdcHash].sort());
    expect(history[0]).toMatchObject({ status: 'completed', explorer_url: `/transactions/${history[0].id}` });
    const notes = (await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(notes.filter((n: { title: string }) => n.title === 'Deposit received')).toHaveLength(2);
    expect(user.id).toBeTruthy();
  });

  it('GET /api/balances/sync scans and returns what it credited for the caller', async () => {
    const { token } = await registerUser(t.app);
    const address = (await balanceOf(t.app, token, 'CORE')).address;
    await sendDevnetDeposit({ rpcUrl: evm('core').adapter.rpcUrl, to: address, token: null, amount: parseEther('3') });
    const res = await as(t.app, token, { method: 'GET', url: '/api/balances/sync' });
    expect(res.statusCode).toBe(200);
    expect(res.json().credited).toEqual([
      expect.objectContaining({ type: 'deposit', amount: '3', token_symbol: 'CORE', chain: 'core' }),
    ]);
    const again = await as(t.app, token, { method: 'GET', url: '/api/balances/sync' });
    expect(again.json().credited).toEqual([]);
  });
});

/** What a restarted process builds: a new watcher over the same database and chains. */
function createTestAppWatcher() {
  return createDepositWatcher({
    db: t.container.db,
    registry: devnet.registry,
    funding: t.container.funding,
  });
}

describe('withdrawals on the devnet', () => {
  it('arrives on chain with the right amount, and the user pays exactly the quoted fees', async () => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'USDC', '100');
    const wallet = await balanceOf(t.app, token, 'USDC');
    const quote = (
      await as(t.app, token, { method: 'GET', url: `/api/wallets/fees?balance_id=${wallet.id}&amount=25&mode=wallet` })
    ).json();
    expect(quote.fees.map((f: { label: string }) => f.label)).toEqual(['Network fee', 'Platform fee (0.1%)']);
    const recipient = '0x000000000000000000000000000000000000dEaD';
    const before = await erc20Balance(recipient);
    const res = await sendToWallet(token, { balance_id: wallet.id, amount: '25', receiver_address: recipient });
    expect(res.statusCode).toBe(200);
    const { txHash } = res.json();
    expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await evm('base').adapter.client.waitForTransactionReceipt({ hash: txHash });
    expect(receipt.status).toBe('success');
    expect((await erc20Balance(recipient)) - before).toBe(25_000_000n);
    expect(quote.total).toBe('25.075');
    expect((await balanceOf(t.app, token, 'USDC')).amount).toBe('74.925');
    await settle();
    const [tx] = (await as(t.app, token, { method: 'GET', url: '/api/transactions?type=withdrawal' })).json();
    expect(tx).toMatchObject({
      status: 'completed',
      tx_hash: txHash,
      amount: '25',
      fee: quote.total_fee,
      to_address: recipient,
      chain: 'base',
    });
  });

  it('a broadcast failure refunds the user in full', async () => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'ETH', '1');
    const wallet = await balanceOf(t.app, token, 'ETH');
    const hot = devnet.custody.hotWallet().address;
    const client = evm('ethereum').adapter.client;
    const saved = await client.getBalance({ address: hot });
    await client.request({ method: 'anvil_setBalance' as never, params: [hot, '0x0'] as never });
    try {
      const res = await sendToWallet(token, {
        balance_id: wallet.id,
        amount: '0.5',
        receiver_address: '0x1111111111111111111111111111111111111111',
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await client.request({ method: 'anvil_setBalance' as never, params: [hot, `0x${saved.toString(16)}`] as never });
    }
    expect((await balanceOf(t.app, token, 'ETH')).amount).toBe('1');
    const [tx] = (await as(t.app, token, { method: 'GET', url: '/api/transactions?type=withdrawal' })).json();
    expect(tx.status).toBe('failed');
    const notes = (await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(notes[0].title).toBe('Withdrawal failed');
    // The nonce it held is reused: the next withdrawal goes through.
    const next = await sendToWallet(token, {
      balance_id: wallet.id,
      amount: '0.1',
      receiver_address: '0x1111111111111111111111111111111111111111',
    });
    const receipt = await client.waitForTransactionReceipt({ hash: next.json().txHash });
    expect(receipt.status).toBe('success');
  });

  it.each([
    ['0x123', 'Enter a wallet address: 0x followed by 40 hex characters'],
    ['hello', 'Enter a wallet address: 0x followed by 40 hex characters'],
    [
      '0x52908400098527886E0F7030069857D2E4169Ee7',
      'Invalid Ethereum address: the checksum (upper/lower case letters) does not match',
    ],
    ['0x0000000000000000000000000000000000000000', 'Sending to the zero address would burn the funds'],
  ])('refuses the bad address %s with 400', async (address, message) => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'ETH', '1');
    const wallet = await balanceOf(t.app, token, 'ETH');
    const res = await sendToWallet(token, { balance_id: wallet.id, amount: '0.1', receiver_address: address });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await balanceOf(t.app, token, 'ETH')).amount).toBe('1');
  });

  it('answers 422 for STRK (Starknet not connected) and for NGN', async () => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'STRK', '10');
    const strk = await balanceOf(t.app, token, 'STRK');
    const res = await sendToWallet(token, { balance_id: strk.id, amount: '1', receiver_address: '0x1234' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Starknet network not connected');
    // A wrong address is the first thing to fix, and is said first, connected or not.
    for (const address of ['0x0', 'not-an-address', `0x${'f'.repeat(64)}`]) {
      const wrong = await sendToWallet(token, { balance_id: strk.id, amount: '1', receiver_address: address });
      expect(wrong.statusCode, address).toBe(400);
    }
    const ngn = await balanceOf(t.app, token, 'NGN');
    expect(
      (await sendToWallet(token, { balance_id: ngn.id, amount: '1', receiver_address: '0x1234' })).statusCode,
    ).toBe(422);
  });

  it('concurrent withdrawals get distinct nonces and all confirm', async () => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'USDC', '500');
    const wallet = await balanceOf(t.app, token, 'USDC');
    const recipient = '0x2222222222222222222222222222222222222222';
    const before = await erc20Balance(recipient);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        sendToWallet(token, { balance_id: wallet.id, amount: '10', receiver_address: recipient }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const nonces = await queryRows<{ nonce: string }>(
      t.container.db,
      sql`select nonce::text from withdrawals where user_id = ${user.id}`,
    );
    expect(new Set(nonces.map((n) => n.nonce)).size).toBe(8);
    await settle();
    expect((await erc20Balance(recipient)) - before).toBe(80_000_000n);
    const done = (
      await as(t.app, token, { method: 'GET', url: '/api/transactions?type=withdrawal&status=completed' })
    ).json();
    expect(done).toHaveLength(8);
  });

  it('a replayed withdrawal key returns the same hash and sends once', async () => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'CORE', '5');
    const wallet = await balanceOf(t.app, token, 'CORE');
    const key = randomUUID();
    const body = { balance_id: wallet.id, amount: '1', receiver_address: '0x3333333333333333333333333333333333333333' };
    const [a, b] = [await sendToWallet(token, body, key), await sendToWallet(token, body, key)];
    expect(b.json().txHash).toBe(a.json().txHash);
    const [count] = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from withdrawals where user_id = ${user.id}`,
    );
    expect(count!.n).toBe(1);
  });
});

describe('GET /api/admin/chains', () => {
  it('reports each chain for admins only', async () => {
    const { token } = await registerUser(t.app);
    expect((await as(t.app, token, { method: 'GET', url: '/api/admin/chains' })).statusCode).toBe(403);
    const admin = await createAdmin(t.app, t.container);
    await t.container.depositWatcher.scanAll();
    const list = (await as(t.app, admin.token, { method: 'GET', url: '/api/admin/chains' })).json();
    expect(list.map((c: { chain: string; status: string }) => `${c.chain}:${c.status}`)).toEqual([
      'ethereum:healthy',
      'base:healthy',
      'starknet:offline',
      'core:healthy',
    ]);
    expect(Number(list[0].block_height)).toBeGreaterThan(0);
    expect(list[0].lag).toBe('0');
  });
});
