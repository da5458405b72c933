import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failInWrite } from '../../../test/helpers/fail-in-write.js';
import { balanceOf, fund, sendToTag } from '../../../test/helpers/money.js';
import { as, createTestApp, registerUser, uniqueTag, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pair(asset: 'ETH' | 'USDC' | 'NGN' = 'USDC', amount = '100') {
  const alice = await registerUser(t.app);
  const bob = await registerUser(t.app);
  await fund(t.container, alice.user.id, asset, amount);
  const wallet = await balanceOf(t.app, alice.token, asset);
  return { alice, bob, wallet };
}

describe('POST /api/wallets/send-to-tag', () => {
  it('moves the amount, charges exactly the quoted fee, and notifies both sides', async () => {
    const { alice, bob, wallet } = await pair('USDC', '100');
    const quote = (
      await as(t.app, alice.token, {
        method: 'GET',
        url: `/api/wallets/fees?balance_id=${wallet.id}&amount=25.5&mode=tag`,
      })
    ).json();
    expect(quote).toMatchObject({ amount: '25.5', total_fee: '0.0255', total: '25.5255' });
    expect(quote.fees).toEqual([{ label: 'Platform fee (0.1%)', amount: '0.0255', usd_value: '0.03' }]);

    const res = await sendToTag(t.app, alice.token, {
      balance_id: wallet.id,
      amount: '25.5',
      receiver_tag: `@${bob.user.tag}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'success', txHash: expect.stringMatching(/^TX[0-9A-Z]{14}$/) });

    expect((await balanceOf(t.app, alice.token, 'USDC')).amount).toBe('74.4745');
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('25.5');

    const [out] = (await as(t.app, alice.token, { method: 'GET', url: '/api/transactions?limit=1' })).json();
    expect(out).toMatchObject({
      type: 'transfer_out',
      status: 'completed',
      amount: '25.5',
      fee: '0.0255',
      token_symbol: 'USDC',
      usd_value: '25.50',
      tx_hash: res.json().txHash,
      from_address: `@${alice.user.tag}`,
      to_address: `@${bob.user.tag}`,
      counterparty_tag: bob.user.tag,
    });
    const [incoming] = (await as(t.app, bob.token, { method: 'GET', url: '/api/transactions' })).json();
    expect(incoming).toMatchObject({ type: 'transfer_in', amount: '25.5', tx_hash: res.json().txHash });

    const aliceNotes = (await as(t.app, alice.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    const bobNotes = (await as(t.app, bob.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(aliceNotes[0]).toMatchObject({ title: 'Transfer sent', body: `You sent 25.50 USDC to @${bob.user.tag}.` });
    expect(bobNotes[0]).toMatchObject({
      title: 'Money received',
      body: `You received 25.50 USDC from @${alice.user.tag}.`,
    });
  });

  it.each([
    ['1.0000001', 'Amount can have at most 6 decimal places'],
    ['0', 'Amount must be greater than zero'],
    ['-5', 'Amount must be a positive decimal number like 10.5'],
    ['1e2', 'Amount must be a positive decimal number like 10.5'],
    ['abc', 'Amount must be a positive decimal number like 10.5'],
    ['', 'Amount is required'],
  ])('answers 400 for amount %j and moves nothing', async (amount, message) => {
    const { alice, bob, wallet } = await pair();
    const res = await sendToTag(t.app, alice.token, { balance_id: wallet.id, amount, receiver_tag: bob.user.tag });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await balanceOf(t.app, alice.token, 'USDC')).amount).toBe('100');
  });

  it('answers 400 for a numeric amount (amounts are strings)', async () => {
    const { alice, bob, wallet } = await pair();
    const res = await sendToTag(t.app, alice.token, { balance_id: wallet.id, amount: 5, receiver_tag: bob.user.tag });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.amount).toBeDefined();
  });

  it('answers 422 for an unknown tag', async () => {
    const { alice, wallet } = await pair();
    const res = await sendToTag(t.app, alice.token, { balance_id: wallet.id, amount: '1', receiver_tag: 'ghost_user' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('User @ghost_user not found');
  });

  it('a tag unknown at the first send reaches whoever takes it later (an unknown tag is never remembered)', async () => {
    const { alice, wallet } = await pair();
    const tag = uniqueTag('late');
    const send = () => sendToTag(t.app, alice.token, { balance_id: wallet.id, amount: '1', receiver_tag: tag });
    expect((await send()).statusCode).toBe(422);
    const late = await registerUser(t.app, { tag });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await balanceOf(t.app, late.token, 'USDC')).amount).toBe('2');
  });

  it('answers 422 for sending to oneself, whatever the case of the tag', async () => {
    const { alice, wallet } = await pair();
    const res = await sendToTag(t.app, alice.token, {
      balance_id: wallet.id,
      amount: '1',
      receiver_tag: alice.user.tag.toUpperCase(),
    });
    expect(res.statusCode).toBe(422);
    expect((await balanceOf(t.app, alice.token, 'USDC')).amount).toBe('100');
  });

  it('answers 422 Insufficient balance when amount + fee exceeds the balance', async () => {
    const { alice, bob, wallet } = await pair('USDC', '100');
    const res = await sendToTag(t.app, alice.token, {
      balance_id: wallet.id,
      amount: '100',
      receiver_tag: bob.user.tag,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    // The quote's max amount goes through exactly.
    const max = (
      await as(t.app, alice.token, {
        method: 'GET',
        url: `/api/wallets/fees?balance_id=${wallet.id}&amount=1&mode=tag`,
      })
    ).json().max_amount;
    expect(max).toBe('99.900099');
    const ok = await sendToTag(t.app, alice.token, { balance_id: wallet.id, amount: max, receiver_tag: bob.user.tag });
    expect(ok.statusCode).toBe(200);
    expect((await balanceOf(t.app, alice.token, 'USDC')).amount).toBe('0');
  });

  it("answers 404 for another user's balance_id", async () => {
    const { bob } = await pair();
    const { wallet: carolWallet } = await pair();
    const res = await sendToTag(t.app, bob.token, { balance_id: carolWallet.id, amount: '1', receiver_tag: 'anyone' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Balance not found');
    const quote = await as(t.app, bob.token, {
      method: 'GET',
      url: `/api/wallets/fees?balance_id=${carolWallet.id}&amount=1&mode=tag`,
    });
    expect(quote.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/wallets/send-to-tag', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('idempotency', () => {
  it('a replay debits once and returns the same txHash', async () => {
    const { alice, bob, wallet } = await pair();
    const key = randomUUID();
    const body = { balance_id: wallet.id, amount: '10', receiver_tag: bob.user.tag };
    const first = await sendToTag(t.app, alice.token, body, key);
    const second = await sendToTag(t.app, alice.token, body, key);
    expect(second.statusCode).toBe(200);
    expect(second.json().txHash).toBe(first.json().txHash);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('10');
    expect((await balanceOf(t.app, alice.token, 'USDC')).amount).toBe('89.99');
  });

  it('the same key with a different body is 422', async () => {
    const { alice, bob, wallet } = await pair();
    const key = randomUUID();
    await sendToTag(t.app, alice.token, { balance_id: wallet.id, amount: '10', receiver_tag: bob.user.tag }, key);
    const res = await sendToTag(
      t.app,
      alice.token,
      { balance_id: wallet.id, amount: '11', receiver_tag: bob.user.tag },
      key,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('IDEMPOTENCY_MISMATCH');
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('10');
  });

  it('keys are per user: another user may use the same key', async () => {
    const a = await pair();
    const b = await pair();
    const key = randomUUID();
    expect(
      (
        await sendToTag(
          t.app,
          a.alice.token,
          { balance_id: a.wallet.id, amount: '1', receiver_tag: a.bob.user.tag },
          key,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await sendToTag(
          t.app,
          b.alice.token,
          { balance_id: b.wallet.id, amount: '1', receiver_tag: b.bob.user.tag },
          key,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('20 concurrent requests with one key have exactly one effect', async () => {
    const { alice, bob, wallet } = await pair();
    const key = randomUUID();
    const body = { balance_id: wallet.id, amount: '3', receiver_tag: bob.user.tag };
    const results = await Promise.all(Array.from({ length: 20 }, () => sendToTag(t.app, alice.token, body, key)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    const hashes = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().txHash));
    expect(hashes.size).toBe(1);
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('3');
    const history = (await as(t.app, bob.token, { method: 'GET', url: '/api/transactions?type=transfer_in' })).json();
    expect(history).toHaveLength(1);
  });

  it('a request that dies mid-work leaves nothing behind: the key is free at once and money moves once', async () => {
    const { alice, bob, wallet } = await pair();
    const key = randomUUID();
    const body = { balance_id: wallet.id, amount: '4', receiver_tag: bob.user.tag };
    // The posting is written, then the request fails before its transaction commits.
    let failNext = true;
    t.container.ledger.use(
      failInWrite(
        'test-die-after-posting',
        ({ wallets }) => failNext && [...wallets.values()].some((w) => w.userId === bob.user.id),
        () => {
          failNext = false;
          return new Error('connection lost mid-request');
        },
      ),
    );
    expect((await sendToTag(t.app, alice.token, body, key)).statusCode).toBe(500);
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('0');
    const retried = await sendToTag(t.app, alice.token, body, key);
    expect(retried.statusCode).toBe(200);
    const replay = await sendToTag(t.app, alice.token, body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().txHash).toBe(retried.json().txHash);
    expect((await balanceOf(t.app, bob.token, 'USDC')).amount).toBe('4');
  });

  it('a business error is stored and replayed, and a missing key is 400', async () => {
    const { alice, bob, wallet } = await pair('USDC', '1');
    const key = randomUUID();
    const body = { balance_id: wallet.id, amount: '5', receiver_tag: bob.user.tag };
    expect((await sendToTag(t.app, alice.token, body, key)).statusCode).toBe(422);
    const replay = await sendToTag(t.app, alice.token, body, key);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe('Insufficient balance');
    const missing = await sendToTag(t.app, alice.token, body, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Idempotency-Key header is required');
  });
});

describe('Server-Timing of a send to a tag', () => {
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp({ SERVER_TIMING: 'true' });
  });
  afterAll(() => timed.close());

  it("names the send's session check, reads, wait for a batch and two round trips; a replay posted nothing", async () => {
    const [alice, bob] = [await registerUser(timed.app), await registerUser(timed.app)];
    await fund(timed.container, alice.user.id, 'USDC', '10');
    const wallet = await balanceOf(timed.app, alice.token, 'USDC');
    const body = { balance_id: wallet.id, amount: '1', receiver_tag: bob.user.tag };
    const key = randomUUID();

    const sent = await sendToTag(timed.app, alice.token, body, key);
    expect(sent.statusCode).toBe(200);
    const header = String(sent.headers['server-timing']);
    const parts =
      /^app;dur=([\d.]+), auth;dur=([\d.]+), read;dur=([\d.]+), queue;dur=([\d.]+), lock;dur=([\d.]+), write;dur=([\d.]+)$/.exec(
        header,
      );
    expect(parts, header).not.toBeNull();
    const [app, ...steps] = parts!.slice(1).map(Number) as number[];
    const [auth, read, , lock, write] = steps as [number, number, number, number, number];
    expect(Math.min(auth, read, lock, write)).toBeGreaterThan(0);
    expect(steps.reduce((a, b) => a + b)).toBeLessThanOrEqual(app!);

    const replay = await sendToTag(timed.app, alice.token, body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(String(replay.headers['server-timing'])).toMatch(/^app;dur=[\d.]+, auth;dur=[\d.]+$/);
  });
});
