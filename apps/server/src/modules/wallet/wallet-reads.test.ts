import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, fund, sendToTag } from '../../../test/helpers/money.js';
import { DEMO_FUNDS } from '../../seed/demo-funds.js';
import { DEFAULT_REFERENCE_PRICES, insertRates } from '../../providers/prices/sandbox-price-provider.js';
import { as, createAdmin, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => as(t.app, token, { method: 'GET', url });

describe('GET /api/balances', () => {
  it('gives every new user one zero balance per asset with the spec fields', async () => {
    const { token } = await registerUser(t.app);
    const list = await balances(t.app, token);
    expect(list.map((b) => b.token_symbol)).toEqual(['NGN', 'ETH', 'USDC', 'STRK', 'CORE']);
    expect(list.every((b) => b.amount === '0' && b.usd_value === '0.00' && b.ngn_value === '0.00')).toBe(true);
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'token_name',
        'token_symbol',
        'token_logo_url',
        'token_price',
        'amount',
        'usd_value',
        'ngn_value',
        'address',
        'auto_convert_threshold',
      ]),
    );
    expect(list.find((b) => b.token_symbol === 'NGN')!.address).toBe('');
  });

  it('values balances from the price table, and an admin price change shows at once', async () => {
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'ETH', '2');
    await fund(t.container, user.id, 'NGN', '3100');
    const eth = (await balances(t.app, token)).find((b) => b.token_symbol === 'ETH')!;
    expect(eth).toMatchObject({ amount: '2', token_price: '3500', usd_value: '7000.00', ngn_value: '10850000.00' });
    const ngn = (await balances(t.app, token)).find((b) => b.token_symbol === 'NGN')!;
    expect(ngn).toMatchObject({ amount: '3100', usd_value: '2.00', ngn_value: '3100.00' });

    const { token: adminToken } = await createAdmin(t.app, t.container);
    const put = await as(t.app, adminToken, {
      method: 'PUT',
      url: '/api/admin/prices',
      payload: { usd: { ETH: '4000.5' }, ngn_per_usd: '1600' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ usd: { ETH: '4000.5' }, ngn_per_usd: '1600', source: 'sandbox' });
    const after = (await balances(t.app, token)).find((b) => b.token_symbol === 'ETH')!;
    expect(after).toMatchObject({ token_price: '4000.5', usd_value: '8001.00', ngn_value: '12801600.00' });

    expect(
      (await as(t.app, token, { method: 'PUT', url: '/api/admin/prices', payload: { usd: { ETH: '1' } } })).statusCode,
    ).toBe(403);
    const bad = await as(t.app, adminToken, {
      method: 'PUT',
      url: '/api/admin/prices',
      payload: { usd: { ETH: '-1', DOGE: '2' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(expect.arrayContaining(['usd.ETH', 'usd.DOGE']));

    // A price so small that a conversion at it rounds to nothing is refused, and changes nothing.
    const tiny = await as(t.app, adminToken, {
      method: 'PUT',
      url: '/api/admin/prices',
      payload: { usd: { STRK: '0.0000000001' }, ngn_per_usd: '0.000000000000000001' },
    });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().details).toEqual({
      'usd.STRK': ['Must be at least 0.000000001'],
      ngn_per_usd: ['Must be at least 0.000000001'],
    });
    expect((await as(t.app, adminToken, { method: 'GET', url: '/api/prices' })).json()).toMatchObject({
      ngn_per_usd: '1600',
    });
  });

  it('serves token logos, with a fallback image', async () => {
    const { token } = await registerUser(t.app);
    const [ngn] = await balances(t.app, token);
    const logo = await t.app.inject({ method: 'GET', url: ngn!.token_logo_url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const fallback = await t.app.inject({ method: 'GET', url: '/api/assets/logos/unknown.svg' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/png');
    expect(fallback.rawPayload).toEqual(
      (await t.app.inject({ method: 'GET', url: '/api/assets/logos/default.png' })).rawPayload,
    );
    const source = await t.app.inject({ method: 'GET', url: '/api/assets/logos/eth.svg' });
    expect(source.headers['content-type']).toContain('image/svg+xml');
    expect(source.body).toContain('<svg');
  });
});

describe('dashboard summary and history', () => {
  it('totals deposits and withdrawals in USD and NGN', async () => {
    // Back to the reference prices (an earlier test in this file changes them).
    await insertRates(t.container.db, 'sandbox', {
      usd: { ...DEFAULT_REFERENCE_PRICES.usd },
      ngnPerUsd: DEFAULT_REFERENCE_PRICES.ngnPerUsd,
    });
    t.container.prices.invalidate();
    const { token, user } = await registerUser(t.app);
    await fund(t.container, user.id, 'USDC', '150');
    await fund(t.container, user.id, 'NGN', '1550');
    const summary = (await get(token, '/api/users/dashboard-summary')).json();
    expect(summary).toEqual({
      total_balance: '151.00',
      total_deposit: '151.00',
      total_withdrawal: '0.00',
      total_balance_ngn: '234050.00',
      total_deposit_ngn: '234050.00',
      total_withdrawal_ngn: '0.00',
      ngn_available: '1550.00',
    });
  });

  it('Total Deposits and Total Portfolio agree to the kobo when nothing has left the wallet', async () => {
    const { token, user } = await registerUser(t.app);
    for (const [asset, amount] of Object.entries(DEMO_FUNDS)) await fund(t.container, user.id, asset as 'NGN', amount);
    await fund(t.container, user.id, 'NGN', '0.01');
    const summary = (await get(token, '/api/users/dashboard-summary')).json();
    expect(summary.total_deposit_ngn).toBe(summary.total_balance_ngn);
    expect(summary.total_deposit).toBe(summary.total_balance);
    expect(summary.total_balance_ngn).toBe('10137450.01');
  });

  it('filters by type, status and asset, and pages with before', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await fund(t.container, alice.user.id, 'USDC', '100');
    await fund(t.container, alice.user.id, 'ETH', '1');
    const usdc = (await balances(t.app, alice.token)).find((b) => b.token_symbol === 'USDC')!;
    for (let i = 1; i <= 3; i++) {
      await sendToTag(t.app, alice.token, { balance_id: usdc.id, amount: String(i), receiver_tag: bob.user.tag });
    }
    const all = (await get(alice.token, '/api/transactions')).json();
    expect(all.map((x: { type: string; amount: string }) => `${x.type}:${x.amount}`)).toEqual([
      'transfer_out:3',
      'transfer_out:2',
      'transfer_out:1',
      'deposit:1',
      'deposit:100',
    ]);
    expect((await get(alice.token, '/api/transactions?type=deposit')).json()).toHaveLength(2);
    expect((await get(alice.token, '/api/transactions?asset=ETH')).json()).toHaveLength(1);
    expect((await get(alice.token, '/api/transactions?status=pending')).json()).toHaveLength(0);
    const page1 = (await get(alice.token, '/api/transactions?limit=2')).json();
    const page2 = (await get(alice.token, `/api/transactions?limit=2&before=${page1[1].id}`)).json();
    expect(page2.map((x: { amount: string }) => x.amount)).toEqual(['1', '1']);
    // Another user's cursor does not leak their rows.
    const bobs = (await get(bob.token, `/api/transactions?before=${page1[0].id}`)).json();
    expect(bobs).toEqual([]);
  });

  it('finds the few pending and failed rows among completed ones, newest first, and pages through them', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await fund(t.container, alice.user.id, 'USDC', '100');
    const usdc = (await balances(t.app, alice.token)).find((b) => b.token_symbol === 'USDC')!;
    for (let i = 1; i <= 6; i++) {
      await sendToTag(t.app, alice.token, { balance_id: usdc.id, amount: String(i), receiver_tag: bob.user.tag });
    }
    const all = (await get(alice.token, '/api/transactions')).json() as { id: string; amount: string }[];
    const byAmount = (amount: string) => all.find((x) => x.amount === amount)!.id;
    // What a payout or a bill becomes: one failed, two still pending (only the status matters here).
    const mark = (id: string, status: string) =>
      t.container.db.execute(sql`update activities set status = ${status} where id = ${id}`);
    await mark(byAmount('2'), 'failed');
    await mark(byAmount('4'), 'pending');
    await mark(byAmount('5'), 'pending');
    const amounts = (rows: { amount: string }[]) => rows.map((x) => x.amount);
    expect(amounts((await get(alice.token, '/api/transactions?status=failed')).json())).toEqual(['2']);
    expect(amounts((await get(alice.token, '/api/transactions?status=pending')).json())).toEqual(['5', '4']);
    const first = (await get(alice.token, '/api/transactions?status=pending&limit=1')).json();
    const next = (await get(alice.token, `/api/transactions?status=pending&limit=1&before=${first[0].id}`)).json();
    expect([...amounts(first), ...amounts(next)]).toEqual(['5', '4']);
    expect(amounts((await get(alice.token, '/api/transactions?status=completed')).json())).toEqual([
      '6',
      '3',
      '1',
      '100',
    ]);
    expect((await get(bob.token, '/api/transactions?status=pending')).json()).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=501', 'limit'],
    ['type=lottery', 'type'],
    ['status=weird', 'status'],
    ['asset=DOGE', 'asset'],
    ['before=nope', 'before'],
  ])('answers 400 for %s', async (query, field) => {
    const { token } = await registerUser(t.app);
    const res = await get(token, `/api/transactions?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBeDefined();
  });

  it("GET /api/transactions/:id answers the owner, 404 for another user's id and 400 for a malformed one", async () => {
    const { token, user } = await registerUser(t.app);
    const other = await registerUser(t.app);
    await fund(t.container, user.id, 'NGN', '10');
    const [tx] = (await get(token, '/api/transactions')).json();
    const mine = await get(token, `/api/transactions/${tx.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: tx.id, type: 'deposit', amount: '10' });
    const theirs = await get(other.token, `/api/transactions/${tx.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Transaction not found');
    expect((await get(token, '/api/transactions/not-an-id')).statusCode).toBe(400);
  });

  it('fee quotes validate their input', async () => {
    const { token } = await registerUser(t.app);
    const [ngn] = await balances(t.app, token);
    expect((await get(token, `/api/wallets/fees?balance_id=${ngn!.id}&amount=1.001&mode=tag`)).statusCode).toBe(400);
    expect((await get(token, `/api/wallets/fees?balance_id=${ngn!.id}&amount=1&mode=teleport`)).statusCode).toBe(400);
    expect((await get(token, `/api/wallets/fees?balance_id=${ngn!.id}&amount=1&mode=wallet`)).statusCode).toBe(422);
    expect((await get(token, `/api/wallets/fees?amount=1&mode=tag`)).statusCode).toBe(400);
  });
});
