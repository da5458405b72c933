import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw.js';
import {
  executeSwap,
  quoteOk,
  quoteSwap,
  stockTreasury,
  topUpTreasury,
  units,
} from '../../../test/helpers/exchange.js';
import { ledgerSnapshot } from '../../../test/helpers/ledger-snapshot.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import { as, createAdmin, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.container);
  await stockTreasury(t.container, admin.id);
});
afterAll(() => t.close());

describe('treasury liquidity', () => {
  it('refuses a swap the treasury cannot pay with 422, at quote and at execution, moving nothing', async () => {
    // A fresh app whose treasury holds only what this test gives it.
    const own = await createTestApp();
    try {
      const boss = await createAdmin(own.app, own.container);
      await topUpTreasury(own.container, boss.id, 'USDC', '100');
      const a = await registerUser(own.app);
      const b = await registerUser(own.app);
      await fund(own.container, a.user.id, 'NGN', '500000');
      await fund(own.container, b.user.id, 'NGN', '500000');

      const tooBig = await quoteSwap(own.app, a.token, { from_symbol: 'NGN', to_symbol: 'USDC', amount: '200000' });
      expect(tooBig.statusCode).toBe(422);
      expect(tooBig.json()).toMatchObject({
        error: 'INSUFFICIENT_LIQUIDITY',
        message: 'Not enough liquidity for this swap right now',
      });

      // Two quotes that each fit, but not both: the second execution is refused under the lock.
      const qa = await quoteOk(own.app, a.token, { from_symbol: 'NGN', to_symbol: 'USDC', amount: '100000' });
      const qb = await quoteOk(own.app, b.token, { from_symbol: 'NGN', to_symbol: 'USDC', amount: '100000' });
      expect((await executeSwap(own.app, a.token, qa.quote_id)).statusCode).toBe(200);
      const before = await ledgerSnapshot(own.container.db);
      const refused = await executeSwap(own.app, b.token, qb.quote_id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Not enough liquidity for this swap right now');
      expect(await ledgerSnapshot(own.container.db)).toEqual(before);
      expect((await balanceOf(own.app, b.token, 'NGN')).amount).toBe('500000');

      // The position always equals the treasury's entries.
      const [row] = await queryRows<{ position: string; entries: string }>(
        own.container.db,
        sql`select (select balance::text from treasury_positions where asset = 'USDC') as position,
                   (select sum(e.amount)::text from ledger_entries e join ledger_accounts a on a.id = e.account_id
                     where a.kind = 'treasury' and a.asset = 'USDC') as entries`,
      );
      expect(row!.position).toBe(row!.entries);
      expect(BigInt(row!.position)).toBe(100_000_000n - units(qa.amount_out, 6));

      // Cashing tokens out to a bank also sells them to the treasury, for naira it does not hold
      // (it holds only the ₦100,000 the first swap paid in).
      await fund(own.container, b.user.id, 'USDC', '100');
      const usdc = await balanceOf(own.app, b.token, 'USDC');
      const cashOut = await as(own.app, b.token, {
        method: 'POST',
        url: '/api/wallets/send-to-bank',
        payload: { balance_id: usdc.id, amount: '90', bank_code: '058', account_number: '0123456785' },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(cashOut.statusCode).toBe(422);
      expect(cashOut.json().message).toBe('Not enough liquidity to convert this right now. Please try again later.');
      expect((await balanceOf(own.app, b.token, 'USDC')).amount).toBe('100');
    } finally {
      await own.close();
    }
  });

  it('an admin tops up through an audited endpoint; others are refused', async () => {
    const user = await registerUser(t.app);
    const body = { asset: 'STRK', amount: '2500', note: 'Market maker deposit #42' };
    const refused = await as(t.app, user.token, {
      method: 'POST',
      url: '/api/admin/treasury/top-up',
      payload: body,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refused.statusCode).toBe(403);
    const list = async () =>
      (await as(t.app, admin.token, { method: 'GET', url: '/api/admin/treasury' })).json() as {
        asset: string;
        balance: string;
      }[];
    const strkBefore = (await list()).find((p) => p.asset === 'STRK')!.balance;
    const key = randomUUID();
    const topUp = () =>
      as(t.app, admin.token, {
        method: 'POST',
        url: '/api/admin/treasury/top-up',
        payload: body,
        headers: { 'idempotency-key': key },
      });
    const res = await topUp();
    expect(res.statusCode).toBe(200);
    const expected = (BigInt(strkBefore) + 2500n).toString();
    expect(res.json()).toMatchObject({ asset: 'STRK', balance: expected, usd_value: expect.any(String) });
    expect((await topUp()).json().balance).toBe(expected); // replayed, not added twice
    expect((await list()).find((p) => p.asset === 'STRK')!.balance).toBe(expected);
    const audit = await queryRows<{ action: string; target_id: string; after: { amount: string; note: string } }>(
      t.container.db,
      sql`select action, target_id, after from audit_log where actor_id = ${admin.id} and action = 'treasury.top_up'
           and after->>'note' = ${body.note}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_id: 'STRK', after: { amount: '2500', note: body.note } });
    const bad = await as(t.app, admin.token, {
      method: 'POST',
      url: '/api/admin/treasury/top-up',
      payload: { ...body, amount: '-5' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(bad.statusCode).toBe(400);
  });
});
