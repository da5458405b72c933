import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/raw.js';
import { AUTO_CONVERT_QUEUE } from '../../src/modules/exchange/auto-convert.service.js';
import { executeSwap, quoteSwap, topUpTreasury } from '../helpers/exchange.js';
import { balanceOf, fund } from '../helpers/money.js';
import { as, createAdmin, createTestApp, registerUser, type TestApp } from '../helpers/test-app.js';

/** Swaps and auto-conversions racing on a real PostgreSQL server (row locks, unique indexes). */
let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ DATABASE_POOL_SIZE: '30', AUTO_CONVERT_COOLDOWN_S: '0' }, 'postgres');
  admin = await createAdmin(t.app, t.container);
});
afterAll(() => t.close());

async function treasuryConsistency() {
  return queryRows<{ asset: string; position: string; entries: string }>(
    t.container.db,
    sql`select p.asset, p.balance::text as position,
               (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                 where a.kind = 'treasury' and a.asset = p.asset)::text as entries
          from treasury_positions p order by p.asset`,
  );
}

describe('the treasury under concurrent swaps', () => {
  it('never pays out more than it holds: refusals are 422 and move nothing, positions equal their entries', async () => {
    await topUpTreasury(t.container, admin.id, 'USDC', '1000');
    await topUpTreasury(t.container, admin.id, 'NGN', '20000000');
    await topUpTreasury(t.container, admin.id, 'ETH', '5');
    const people = await Promise.all(Array.from({ length: 12 }, () => registerUser(t.app)));
    for (const p of people) {
      await fund(t.container, p.user.id, 'NGN', '400000');
      await fund(t.container, p.user.id, 'ETH', '0.5');
    }
    // Quote first (each fits on its own), then execute all at once: together they want far more USDC
    // than the treasury's 1,000, and NGN/ETH swaps in both directions take the positions' locks in
    // opposite leg order.
    const plans = await Promise.all(
      people.flatMap((p, i) => [
        quoteSwap(t.app, p.token, { from_symbol: 'NGN', to_symbol: 'USDC', amount: '300000' }),
        quoteSwap(
          t.app,
          p.token,
          i % 2
            ? { from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.2' }
            : { from_symbol: 'NGN', to_symbol: 'ETH', amount: '50000' },
        ),
      ]),
    );
    const quotes = plans.map((res, i) => {
      expect(res.statusCode, res.body).toBe(200);
      return {
        token: people[Math.floor(i / 2)]!.token,
        quote: res.json() as { quote_id: string; to_symbol: string; amount_out: string },
      };
    });
    const results = await Promise.all(quotes.map((q) => executeSwap(t.app, q.token, q.quote.quote_id)));
    const statuses = results.map((r) => r.statusCode);
    for (const r of results) if (r.statusCode !== 200) expect(r.json().error, r.body).toBe('INSUFFICIENT_LIQUIDITY');
    const usdcPaid = quotes
      .filter((q, i) => q.quote.to_symbol === 'USDC' && statuses[i] === 200)
      .reduce((sum, q) => sum + Number(q.quote.amount_out), 0);
    expect(usdcPaid).toBeLessThanOrEqual(1000);
    expect(statuses.filter((s) => s === 422).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(12);

    for (const row of await treasuryConsistency()) {
      expect(BigInt(row.position), row.asset).toBeGreaterThanOrEqual(0n);
      expect(row.position, row.asset).toBe(row.entries);
    }
    const [check] = await queryRows<{ mismatched: number; swaps: number; postings: number }>(
      t.container.db,
      sql`select (select count(*)::int from ledger_accounts a where a.kind = 'user_wallet'
                   and a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)) as mismatched,
                 (select count(*)::int from swaps) as swaps,
                 (select count(*)::int from ledger_transactions where kind = 'swap') as postings`,
    );
    expect(check).toEqual({ mismatched: 0, swaps: statuses.filter((s) => s === 200).length, postings: check!.swaps });
  });

  it('one quote executed twice at once, under two keys: one swap, one 409', async () => {
    await topUpTreasury(t.container, admin.id, 'NGN', '10000000');
    const u = await registerUser(t.app);
    await fund(t.container, u.user.id, 'USDC', '100');
    const quote = (await quoteSwap(t.app, u.token, { from_symbol: 'USDC', to_symbol: 'NGN', amount: '60' })).json();
    const results = await Promise.all(Array.from({ length: 4 }, () => executeSwap(t.app, u.token, quote.quote_id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await balanceOf(t.app, u.token, 'USDC')).amount).toBe('40');
  });
});

describe('auto-convert under concurrency', () => {
  it('two credits arriving together queue one job for the balance', async () => {
    await topUpTreasury(t.container, admin.id, 'NGN', '10000000');
    const u = await registerUser(t.app);
    const usdc = await balanceOf(t.app, u.token, 'USDC');
    await as(t.app, u.token, {
      method: 'PUT',
      url: `/api/balances/${usdc.id}`,
      payload: { auto_convert_threshold: '10' },
    });
    await Promise.all([fund(t.container, u.user.id, 'USDC', '30'), fund(t.container, u.user.id, 'USDC', '25')]);
    const jobs = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from pgboss.job where name = ${AUTO_CONVERT_QUEUE} and singleton_key = ${usdc.id}
            and state in ('created', 'retry')`,
    );
    expect(jobs[0]!.n).toBe(1);
  });

  it('two concurrent auto-convert runs on the same balance convert once', async () => {
    await topUpTreasury(t.container, admin.id, 'NGN', '50000000');
    for (let round = 0; round < 5; round++) {
      const u = await registerUser(t.app);
      const eth = await balanceOf(t.app, u.token, 'ETH');
      await as(t.app, u.token, {
        method: 'PUT',
        url: `/api/balances/${eth.id}`,
        payload: { auto_convert_threshold: '0.1' },
      });
      await fund(t.container, u.user.id, 'ETH', '0.4');
      const outcomes = await Promise.all(
        Array.from({ length: 3 }, () => t.container.exchange.autoConvert.run({ walletId: eth.id })),
      );
      expect(outcomes.filter((o) => o.status === 'converted')).toHaveLength(1);
      expect((await balanceOf(t.app, u.token, 'ETH')).amount).toBe('0.1');
      const conversions = (await as(t.app, u.token, { method: 'GET', url: '/api/conversions' })).json();
      expect(conversions).toHaveLength(1);
      expect(conversions[0]).toMatchObject({ amount_in: '0.3', trigger: 'auto' });
    }
    for (const row of await treasuryConsistency()) expect(row.position, row.asset).toBe(row.entries);
  });

  it('a replayed top-up key adds once even when sent concurrently', async () => {
    const body = { asset: 'CORE', amount: '100', note: 'race' };
    const key = randomUUID();
    const send = () =>
      as(t.app, admin.token, {
        method: 'POST',
        url: '/api/admin/treasury/top-up',
        payload: body,
        headers: { 'idempotency-key': key },
      });
    const before = (await treasuryConsistency()).find((r) => r.asset === 'CORE')?.position ?? '0';
    const results = await Promise.all([send(), send(), send()]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const after = (await treasuryConsistency()).find((r) => r.asset === 'CORE')!.position;
    expect(BigInt(after) - BigInt(before)).toBe(100n * 10n ** 18n);
  });
});
