import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw.js';
import { ledgerSnapshot } from '../../../test/helpers/ledger-snapshot.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import { as, createTestApp, postWithKey, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof registerUser>>;

async function group(asset: 'NGN' | 'USDC' = 'NGN', amount = '20000') {
  const [sender, a, b, c] = await Promise.all([1, 2, 3, 4].map(() => registerUser(t.app)));
  await fund(t.container, sender!.user.id, asset, amount);
  const wallet = await balanceOf(t.app, sender!.token, asset);
  return { sender: sender!, a: a!, b: b!, c: c!, wallet };
}

const split = (token: string, payload: Record<string, unknown>, key?: string | null) =>
  postWithKey(t.app, token, '/api/splits', payload, key);
const amountOf = async (u: User, asset: 'NGN' | 'USDC' = 'NGN') => (await balanceOf(t.app, u.token, asset)).amount;

describe('POST /api/splits', () => {
  it('a 3-way percentage split is one posting with one leg per recipient, exact to the kobo', async () => {
    const { sender, a, b, c, wallet } = await group();
    const res = await split(sender.token, {
      balance_id: wallet.id,
      total_amount: '10000',
      method: 'percentage',
      recipients: [
        { tag: a.user.tag, percentage: 50 },
        { tag: `@${b.user.tag}`, percentage: 30 },
        { tag: c.user.tag.toUpperCase(), percentage: 20 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: 'success',
      txHash: expect.stringMatching(/^TX[0-9A-Z]{14}$/),
      recipients: [
        { tag: a.user.tag, amount: '5000' },
        { tag: b.user.tag, amount: '3000' },
        { tag: c.user.tag, amount: '2000' },
      ],
    });
    expect(await amountOf(sender)).toBe('10000');
    expect([await amountOf(a), await amountOf(b), await amountOf(c)]).toEqual(['5000', '3000', '2000']);

    const [entries] = await queryRows<{ n: number; transactions: number }>(
      t.container.db,
      sql`select count(*)::int as n, count(distinct e.transaction_id)::int as transactions
            from ledger_entries e join ledger_transactions l on l.id = e.transaction_id
           where l.reference = ${res.json().txHash}`,
    );
    expect(entries).toEqual({ n: 4, transactions: 1 });

    const [mine] = (await as(t.app, sender.token, { method: 'GET', url: '/api/transactions?limit=1' })).json();
    expect(mine).toMatchObject({
      type: 'split',
      status: 'completed',
      amount: '10000',
      fee: '0',
      tx_hash: res.json().txHash,
      details: { kind: 'split', method: 'percentage', recipients: res.json().recipients },
    });
    const [theirs] = (await as(t.app, b.token, { method: 'GET', url: '/api/transactions?limit=1' })).json();
    expect(theirs).toMatchObject({ type: 'transfer_in', amount: '3000', counterparty_tag: sender.user.tag });
    const notes = (await as(t.app, b.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(notes[0]).toMatchObject({
      title: 'Money received',
      body: `You received ₦3,000.00 from @${sender.user.tag} (your share of a ₦10,000.00 split).`,
    });
  });

  it('₦10,000 three ways equally: the odd kobo goes to the first row and the sum is exact', async () => {
    const { sender, a, b, c, wallet } = await group();
    const res = await split(sender.token, {
      balance_id: wallet.id,
      total_amount: '10000',
      method: 'equal',
      recipients: [{ tag: a.user.tag }, { tag: b.user.tag }, { tag: c.user.tag }],
    });
    expect(res.json().recipients.map((r: { amount: string }) => r.amount)).toEqual(['3333.34', '3333.33', '3333.33']);
    expect(await amountOf(sender)).toBe('10000');
  });

  it('percentages of 33.33 each (99.99%) hand out the whole total; 99.98% is refused', async () => {
    const { sender, a, b, c, wallet } = await group('USDC', '100');
    const body = (p: number[]) => ({
      balance_id: wallet.id,
      total_amount: '10',
      method: 'percentage',
      recipients: [a, b, c].map((u, i) => ({ tag: u.user.tag, percentage: p[i] })),
    });
    const refused = await split(sender.token, body([33.33, 33.33, 33.32]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Percentages must add up to 100%');
    const ok = await split(sender.token, body([33.33, 33.33, 33.33]));
    expect(ok.json().recipients.map((r: { amount: string }) => r.amount)).toEqual(['3.333334', '3.333333', '3.333333']);
    expect(await amountOf(sender, 'USDC')).toBe('90');
  });

  it('custom amounts must add up to the total exactly', async () => {
    const { sender, a, b, wallet } = await group();
    const body = (x: string, y: string) => ({
      balance_id: wallet.id,
      total_amount: '1000',
      method: 'custom',
      recipients: [
        { tag: a.user.tag, amount: x },
        { tag: b.user.tag, amount: y },
      ],
    });
    const short = await split(sender.token, body('600', '399.99'));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Amounts must add up to the total: ₦999.99 of ₦1,000.00 assigned');
    const bad = await split(sender.token, body('600', '400.001'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ 'recipients.1.amount': ['Amount can have at most 2 decimal places'] });
    const ok = await split(sender.token, body('600.50', '399.50'));
    expect(ok.json().recipients).toEqual([
      { tag: a.user.tag, amount: '600.5' },
      { tag: b.user.tag, amount: '399.5' },
    ]);
  });

  it.each([
    ['fewer than 2 recipients', { recipients: [{ tag: 'x_one' }] }, 'Add at least 2 recipients'],
    [
      'a duplicate tag',
      { recipients: [{ tag: 'Same_tag' }, { tag: '@same_TAG' }] },
      '@same_TAG is in the split more than once',
    ],
    [
      'a missing percentage',
      { method: 'percentage', recipients: [{ tag: 'aa1', percentage: 50 }, { tag: 'bb2' }] },
      'Enter a percentage for every recipient',
    ],
    [
      '3 decimals',
      {
        method: 'percentage',
        recipients: [
          { tag: 'aa1', percentage: 50.005 },
          { tag: 'bb2', percentage: 49.995 },
        ],
      },
      'Percentages can have at most 2 decimal places',
    ],
    [
      'a missing custom amount',
      { method: 'custom', recipients: [{ tag: 'aa1', amount: '1' }, { tag: 'bb2' }] },
      'Enter an amount for every recipient',
    ],
    ['an empty tag', { recipients: [{ tag: ' ' }, { tag: 'bb2' }] }, 'Recipient tag is required'],
    ['a total of zero', { total_amount: '0' }, 'Amount must be greater than zero'],
    ['a total too small to share', { total_amount: '0.01' }, undefined],
  ])('answers 400 for %s and moves nothing', async (_, change, message) => {
    const { sender, a, b, wallet } = await group();
    const before = await ledgerSnapshot(t.container.db);
    const res = await split(sender.token, {
      balance_id: wallet.id,
      total_amount: '100',
      method: 'equal',
      recipients: [{ tag: a.user.tag }, { tag: b.user.tag }],
      ...change,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
  });

  it('answers 422 naming every unknown tag, for one’s own tag, and for an insufficient balance; nothing moves', async () => {
    const { sender, a, b, wallet } = await group('NGN', '500');
    const before = await ledgerSnapshot(t.container.db);
    const base = { balance_id: wallet.id, total_amount: '100', method: 'equal' };
    const unknown = await split(sender.token, {
      ...base,
      recipients: [{ tag: 'ghost_one' }, { tag: a.user.tag }, { tag: 'ghost_two' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      error: 'UNKNOWN_RECIPIENT',
      message: 'Users not found: @ghost_one, @ghost_two',
    });
    const one = await split(sender.token, { ...base, recipients: [{ tag: 'ghost_one' }, { tag: a.user.tag }] });
    expect(one.json().message).toBe('User @ghost_one not found');
    const self = await split(sender.token, { ...base, recipients: [{ tag: sender.user.tag }, { tag: a.user.tag }] });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('You cannot include yourself: your own tag is in the list');
    const poor = await split(sender.token, {
      ...base,
      total_amount: '500.01',
      recipients: [{ tag: a.user.tag }, { tag: b.user.tag }],
    });
    expect(poor.statusCode).toBe(422);
    expect(poor.json().message).toBe('Insufficient balance');
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
  });

  it('a replay with the same key moves the money once; another user’s balance is 404', async () => {
    const { sender, a, b, wallet } = await group('NGN', '1000');
    const payload = {
      balance_id: wallet.id,
      total_amount: '300',
      method: 'equal',
      recipients: [{ tag: a.user.tag }, { tag: b.user.tag }],
    };
    const key = randomUUID();
    const first = await split(sender.token, payload, key);
    const again = await split(sender.token, payload, key);
    expect(again.json().txHash).toBe(first.json().txHash);
    expect(await amountOf(sender)).toBe('700');
    expect((await split(a.token, payload)).statusCode).toBe(404);
    expect((await split(sender.token, payload, null)).statusCode).toBe(400);
  });
});

describe('GET /api/users/lookup', () => {
  it('says whether a tag exists and how it is spelt, nothing more', async () => {
    const [me, other] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const found = await as(t.app, me.token, {
      method: 'GET',
      url: `/api/users/lookup?tag=@${other.user.tag.toUpperCase()}`,
    });
    expect(found.json()).toEqual({ tag: other.user.tag, exists: true });
    expect(found.body).not.toContain('@example.com');
    const missing = await as(t.app, me.token, { method: 'GET', url: '/api/users/lookup?tag=nobody_here' });
    expect(missing.json()).toEqual({ tag: 'nobody_here', exists: false });
    expect((await as(t.app, me.token, { method: 'GET', url: '/api/users/lookup?tag=' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/lookup?tag=abc' })).statusCode).toBe(401);
  });

  it('is rate-limited per user', async () => {
    const me = await registerUser(t.app);
    for (let i = 0; i < 60; i++) {
      expect((await as(t.app, me.token, { method: 'GET', url: `/api/users/lookup?tag=t${i}x` })).statusCode).toBe(200);
    }
    const limited = await as(t.app, me.token, { method: 'GET', url: '/api/users/lookup?tag=one_more' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
