import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/raw.js';
import { executeSwap, quoteOk, stockTreasury } from '../../../test/helpers/exchange.js';
import { failInWrite } from '../../../test/helpers/fail-in-write.js';
import { ledgerSnapshot } from '../../../test/helpers/ledger-snapshot.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import { as, createAdmin, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { AUTO_CONVERT_QUEUE } from './auto-convert.service.js';

let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ AUTO_CONVERT_COOLDOWN_S: '60', AUTO_CONVERT_RECHECK_S: '15' });
  admin = await createAdmin(t.app, t.container);
  await stockTreasury(t.container, admin.id);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const put = (token: string, id: string, payload: unknown) =>
  as(t.app, token, { method: 'PUT', url: `/api/balances/${id}`, payload: payload as object });

async function userWith(asset: 'ETH' | 'USDC' | 'STRK', amount: string) {
  const user = await registerUser(t.app);
  await fund(t.container, user.user.id, asset, amount);
  const wallet = await balanceOf(t.app, user.token, asset);
  return { ...user, wallet };
}

/** Auto-convert jobs waiting for a balance (queued now or for later). */
async function queued(walletId: string) {
  return queryRows<{ start_after: Date | string }>(
    t.container.db,
    sql`select start_after from pgboss.job where name = ${AUTO_CONVERT_QUEUE} and singleton_key = ${walletId}
          and state in ('created', 'retry')`,
  );
}
async function clearQueue(walletId: string) {
  await t.container.db.execute(
    sql`delete from pgboss.job where name = ${AUTO_CONVERT_QUEUE} and singleton_key = ${walletId}`,
  );
}
const run = (walletId: string) => t.container.exchange.autoConvert.run({ walletId });
const conversions = async (token: string) =>
  (await as(t.app, token, { method: 'GET', url: '/api/conversions' })).json() as {
    trigger: string;
    amount_in: string;
    amount_out: string;
    from_symbol: string;
  }[];

describe('PUT /api/balances/{id}', () => {
  it('sets, changes and clears the threshold and the minimum rate, returning the balance', async () => {
    const u = await userWith('ETH', '0.3');
    const set = await put(u.token, u.wallet.id, { auto_convert_threshold: '0.5', auto_convert_min_rate: '5000000' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      id: u.wallet.id,
      token_symbol: 'ETH',
      amount: '0.3',
      auto_convert_threshold: '0.5',
      auto_convert_min_rate: '5000000',
    });
    // A JSON number, as the spec's client sends; the minimum rate stays when not given.
    expect((await put(u.token, u.wallet.id, { auto_convert_threshold: 0.75 })).json()).toMatchObject({
      auto_convert_threshold: '0.75',
      auto_convert_min_rate: '5000000',
    });
    expect(
      (await put(u.token, u.wallet.id, { auto_convert_threshold: '0', auto_convert_min_rate: null })).json(),
    ).toMatchObject({ auto_convert_threshold: '0', auto_convert_min_rate: null });
    expect((await put(u.token, u.wallet.id, { auto_convert_threshold: null })).json().auto_convert_threshold).toBe(
      null,
    );
    expect((await balanceOf(t.app, u.token, 'ETH')).auto_convert_threshold).toBe(null);
  });

  it('turned off, forgets its minimum rate too: turned on again later, it does not wait on a stale one', async () => {
    const u = await userWith('ETH', '0.3');
    await put(u.token, u.wallet.id, { auto_convert_threshold: '0.5', auto_convert_min_rate: '5000000' });
    expect((await put(u.token, u.wallet.id, { auto_convert_threshold: null })).json()).toMatchObject({
      auto_convert_threshold: null,
      auto_convert_min_rate: null,
    });
    expect((await put(u.token, u.wallet.id, { auto_convert_threshold: '0.4' })).json()).toMatchObject({
      auto_convert_threshold: '0.4',
      auto_convert_min_rate: null,
    });
  });

  it('words a bad minimum rate one way, whether it is zero, negative or not a number', async () => {
    const u = await userWith('USDC', '10');
    for (const rate of ['0', '-1', 'cheap']) {
      const res = await put(u.token, u.wallet.id, { auto_convert_threshold: '1', auto_convert_min_rate: rate });
      expect(res.json().details.auto_convert_min_rate, rate).toEqual([
        'Minimum rate must be a number greater than zero, like 1500000',
      ]);
    }
  });

  it.each([
    ['a negative threshold', { auto_convert_threshold: '-1' }, 'auto_convert_threshold'],
    ['a negative number', { auto_convert_threshold: -1 }, 'auto_convert_threshold'],
    ['a malformed threshold', { auto_convert_threshold: '1,5' }, 'auto_convert_threshold'],
    ['an exponent', { auto_convert_threshold: 1e21 }, 'auto_convert_threshold'],
    ['too many decimals', { auto_convert_threshold: '0.1234567' }, 'auto_convert_threshold'],
    ['an empty threshold', { auto_convert_threshold: '' }, 'auto_convert_threshold'],
    ['no threshold at all', {}, 'auto_convert_threshold'],
    ['a zero minimum rate', { auto_convert_threshold: '1', auto_convert_min_rate: '0' }, 'auto_convert_min_rate'],
    [
      'a malformed minimum rate',
      { auto_convert_threshold: '1', auto_convert_min_rate: 'cheap' },
      'auto_convert_min_rate',
    ],
  ])('refuses %s with a 400 and changes nothing', async (_, payload, field) => {
    const u = await userWith('USDC', '10');
    const res = await put(u.token, u.wallet.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty(field);
    expect((await balanceOf(t.app, u.token, 'USDC')).auto_convert_threshold).toBe(null);
  });

  it('words an empty threshold as the spec does', async () => {
    const u = await userWith('USDC', '10');
    const res = await put(u.token, u.wallet.id, { auto_convert_threshold: '  ' });
    expect(res.json().message).toBe('Please enter an amount to auto convert');
  });

  it("answers 404 for another user's balance and 422 for an NGN balance", async () => {
    const owner = await userWith('USDC', '10');
    const other = await registerUser(t.app);
    const res = await put(other.token, owner.wallet.id, { auto_convert_threshold: '1' });
    expect(res.statusCode).toBe(404);
    expect((await put(other.token, randomUUID(), { auto_convert_threshold: '1' })).statusCode).toBe(404);
    const ngn = await balanceOf(t.app, owner.token, 'NGN');
    const refused = await put(owner.token, ngn.id, { auto_convert_threshold: '1000' });
    expect(refused.statusCode).toBe(422);
    expect((await balanceOf(t.app, owner.token, 'USDC')).auto_convert_threshold).toBe(null);
  });
});

describe('auto-convert to NGN', () => {
  it('a credit above the threshold queues one job; it converts the excess through the quote path, once', async () => {
    const u = await userWith('ETH', '0.3');
    await put(u.token, u.wallet.id, { auto_convert_threshold: '0.5' });
    expect(await queued(u.wallet.id)).toHaveLength(0); // below the threshold: nothing to do
    await fund(t.container, u.user.id, 'ETH', '0.2'); // 0.5: not above
    expect(await queued(u.wallet.id)).toHaveLength(0);
    await fund(t.container, u.user.id, 'ETH', '0.15');
    await fund(t.container, u.user.id, 'ETH', '0.05'); // a second credit while one job waits: still one
    expect(await queued(u.wallet.id)).toHaveLength(1);

    const ngnBefore = (await balanceOf(t.app, u.token, 'NGN')).amount;
    expect(ngnBefore).toBe('0');
    const outcome = await run(u.wallet.id);
    expect(outcome).toMatchObject({ status: 'converted' });
    expect((await balanceOf(t.app, u.token, 'ETH')).amount).toBe('0.5');
    const [conversion] = await conversions(u.token);
    expect(conversion).toMatchObject({ from_symbol: 'ETH', trigger: 'auto', amount_in: '0.2' });
    expect((await balanceOf(t.app, u.token, 'NGN')).amount).toBe(conversion!.amount_out);
    expect(Number(conversion!.amount_out)).toBeGreaterThan(1_000_000);

    const [tx] = (await as(t.app, u.token, { method: 'GET', url: '/api/transactions?limit=1' })).json();
    expect(tx).toMatchObject({ type: 'swap', details: { kind: 'swap', trigger: 'auto', to_symbol: 'NGN' } });
    const notes = (await as(t.app, u.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    const shown = Number(conversion!.amount_out).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(notes[0]).toMatchObject({ title: 'Auto-converted to NGN', body: `Auto-converted 0.20 ETH to ₦${shown}` });

    // The job again (a retry, a restart after the commit): nothing left to convert.
    expect(await run(u.wallet.id)).toEqual({ status: 'nothing' });
    expect(await conversions(u.token)).toHaveLength(1);
  });

  it('a threshold set below the balance converts the excess too', async () => {
    const u = await userWith('USDC', '150');
    await put(u.token, u.wallet.id, { auto_convert_threshold: '100' });
    expect(await queued(u.wallet.id)).toHaveLength(1);
    expect(await run(u.wallet.id)).toMatchObject({ status: 'converted' });
    expect((await balanceOf(t.app, u.token, 'USDC')).amount).toBe('100');
  });

  it('is exactly once when the process dies mid-job: before the commit nothing moved, the retry converts once', async () => {
    const u = await userWith('STRK', '500');
    await put(u.token, u.wallet.id, { auto_convert_threshold: '100' });
    let crash = true;
    t.container.ledger.use(
      failInWrite(
        `crash-once-${u.wallet.id}`,
        ({ posting }) => crash && posting.kind === 'swap' && posting.legs.some((l) => l.accountId === u.wallet.id),
        () => {
          crash = false;
          return new Error('process killed');
        },
      ),
    );
    const before = await ledgerSnapshot(t.container.db);
    await expect(run(u.wallet.id)).rejects.toThrow('process killed');
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
    expect(await conversions(u.token)).toHaveLength(0);
    expect(await run(u.wallet.id)).toMatchObject({ status: 'converted' });
    expect(await run(u.wallet.id)).toEqual({ status: 'nothing' });
    expect(await conversions(u.token)).toHaveLength(1);
    expect((await balanceOf(t.app, u.token, 'STRK')).amount).toBe('100');
  });

  it('waits while the rate is below the minimum, and converts when it recovers', async () => {
    const u = await userWith('ETH', '1');
    // ETH at $3,500 and ₦1,550/$ is ₦5,425,000 before the spread and fees: a minimum of ₦5,600,000 waits.
    await put(u.token, u.wallet.id, { auto_convert_threshold: '0.5', auto_convert_min_rate: '5600000' });
    await clearQueue(u.wallet.id);
    const outcome = await run(u.wallet.id);
    expect(outcome).toEqual({ status: 'waiting', reason: 'rate', retryInSeconds: 15 });
    expect(await queued(u.wallet.id)).toHaveLength(1); // it checks again later
    expect((await balanceOf(t.app, u.token, 'ETH')).amount).toBe('1');
    expect(await conversions(u.token)).toHaveLength(0);

    const setPrice = (eth: string) =>
      as(t.app, admin.token, { method: 'PUT', url: '/api/admin/prices', payload: { usd: { ETH: eth } } });
    expect((await setPrice('3600')).statusCode).toBe(200); // ₦5,580,000 less spread and fees: still under
    expect(await run(u.wallet.id)).toMatchObject({ status: 'waiting', reason: 'rate' });
    await setPrice('3700');
    try {
      const done = await run(u.wallet.id);
      expect(done).toMatchObject({ status: 'converted' });
      const [conversion] = await conversions(u.token);
      expect(Number(conversion!.amount_out) / Number(conversion!.amount_in)).toBeGreaterThanOrEqual(5_600_000);
    } finally {
      await setPrice('3500');
    }
  });

  it('keeps a cooldown per balance, on a controllable clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T08:00:00Z'));
    const u = await userWith('USDC', '20');
    await put(u.token, u.wallet.id, { auto_convert_threshold: '10' });
    expect(await run(u.wallet.id)).toMatchObject({ status: 'converted' });
    await fund(t.container, u.user.id, 'USDC', '5');
    vi.setSystemTime(new Date('2030-01-01T08:00:45Z'));
    expect(await run(u.wallet.id)).toEqual({ status: 'waiting', reason: 'cooldown', retryInSeconds: 15 });
    expect((await balanceOf(t.app, u.token, 'USDC')).amount).toBe('15');
    vi.setSystemTime(new Date('2030-01-01T08:01:00Z'));
    expect(await run(u.wallet.id)).toMatchObject({ status: 'converted' });
    expect((await balanceOf(t.app, u.token, 'USDC')).amount).toBe('10');
    expect(await conversions(u.token)).toHaveLength(2);
  });

  it('a swap into a balance with a threshold does not sell it straight back', async () => {
    const u = await userWith('USDC', '10');
    await fund(t.container, u.user.id, 'NGN', '200000');
    await put(u.token, u.wallet.id, { auto_convert_threshold: '20' });
    const quote = await quoteOk(t.app, u.token, { from_symbol: 'NGN', to_symbol: 'USDC', amount: '100000' });
    expect((await executeSwap(t.app, u.token, quote.quote_id)).statusCode).toBe(200);
    expect(await queued(u.wallet.id)).toHaveLength(0);
  });

  it('off (threshold null) converts nothing, even with a job queued', async () => {
    const u = await userWith('USDC', '50');
    await put(u.token, u.wallet.id, { auto_convert_threshold: '10' });
    await put(u.token, u.wallet.id, { auto_convert_threshold: null });
    expect(await run(u.wallet.id)).toEqual({ status: 'nothing' });
    expect((await balanceOf(t.app, u.token, 'USDC')).amount).toBe('50');
  });
});

describe('auto-convert with the workers running (the embedded default)', () => {
  /** A new user of `app` whose USDC converts above 25. */
  async function userConvertingAbove25(app: TestApp) {
    const u = await registerUser(app.app);
    const usdc = (await balanceOf(app.app, u.token, 'USDC')).id;
    await as(app.app, u.token, {
      method: 'PUT',
      url: `/api/balances/${usdc}`,
      payload: { auto_convert_threshold: '25' },
    });
    return { ...u, usdc };
  }

  it('converts within 10 seconds of the credit', async () => {
    const own = await createTestApp();
    try {
      const boss = await createAdmin(own.app, own.container);
      await stockTreasury(own.container, boss.id);
      const u = await userConvertingAbove25(own);
      await own.container.jobs.startWorkers();
      const started = Date.now();
      await fund(own.container, u.user.id, 'USDC', '100');
      await vi.waitFor(async () => expect((await balanceOf(own.app, u.token, 'USDC')).amount).toBe('25'), {
        timeout: 10_000,
        interval: 200,
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(Number((await balanceOf(own.app, u.token, 'NGN')).amount)).toBeGreaterThan(100_000);
    } finally {
      await own.close();
    }
  });

  it("a balance's job left running by a killed process holds back no other balance's conversion, nor its own", async () => {
    const own = await createTestApp({ JOB_POLL_SECONDS: '0.5' });
    try {
      await stockTreasury(own.container, (await createAdmin(own.app, own.container)).id);
      const stranded = await userConvertingAbove25(own);
      const other = await userConvertingAbove25(own);
      await fund(own.container, stranded.user.id, 'USDC', '100');
      // The process running its job was SIGKILLed: the job stays active until it expires, and the
      // next credit queues the balance's job again beside it.
      await own.container.database.executeSql(
        `update pgboss.job set state = 'active', started_on = now() where name = $1 and singleton_key = $2`,
        [AUTO_CONVERT_QUEUE, stranded.usdc],
      );
      await fund(own.container, stranded.user.id, 'USDC', '10');

      await own.container.jobs.startWorkers();
      await fund(own.container, other.user.id, 'USDC', '100');
      for (const u of [other, stranded]) {
        await vi.waitFor(async () => expect((await balanceOf(own.app, u.token, 'USDC')).amount).toBe('25'), {
          timeout: 15_000,
          interval: 200,
        });
      }
    } finally {
      await own.close();
    }
  });
});
