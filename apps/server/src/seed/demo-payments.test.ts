import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../test/helpers/money.js';
import { as, createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './accounts.js';
import { seedDemoBills } from './demo-bills.js';
import { DEMO_FRIENDS } from './demo-friends.js';
import { fundDemoUser } from './demo-funds.js';
import { seedDemoSplits } from './demo-split.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json().token as string;

describe('demo bills, split and requests', () => {
  it('give /bills, /split and the Requests view something to show on first start', async () => {
    const seeded = await seedDemoAccounts(t.container, async (id) => {
      await fundDemoUser(t.container, id);
      await seedDemoBills(t.container, id);
      await seedDemoSplits(t.container, id);
    });
    expect(seeded).toBe(true);
    const token = await login(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);

    const bills = (await as(t.app, token, { method: 'GET', url: '/api/bills/payments' })).json();
    expect(bills.map((b: { provider_name: string; status: string }) => [b.provider_name, b.status])).toEqual([
      ['Bet9ja', 'failed'],
      ['DSTV', 'delivered'],
      ['MTN', 'delivered'],
      ['IKEDC', 'delivered'],
    ]);
    expect(bills[3].token).toMatch(/^\d{20}$/);

    const requests = (await as(t.app, token, { method: 'GET', url: '/api/payment-requests' })).json();
    expect(requests.map((r: { direction: string; note: string }) => [r.direction, r.note])).toEqual([
      ['received', 'Movie tickets'],
      ['sent', 'Team lunch'],
    ]);
    expect(requests[0].items).toEqual([expect.objectContaining({ tag: 'demo', amount: '3000', status: 'pending' })]);
    expect(requests[1].items.map((i: { tag: string; status: string }) => [i.tag, i.status])).toEqual([
      ['ada', 'pending'],
      ['tunde', 'paid'],
    ]);

    // 250,000 − bills (5,050 + 1,050 + 19,050; the failed one refunded) − 6,000 split + 7,500 from @tunde.
    expect((await balanceOf(t.app, token, 'NGN')).amount).toBe('226350');
    const [split] = (await as(t.app, token, { method: 'GET', url: '/api/transactions?type=split' })).json();
    expect(split.details.recipients).toEqual([
      { tag: 'ada', amount: '3000' },
      { tag: 'tunde', amount: '3000' },
    ]);
    for (const friend of Object.values(DEMO_FRIENDS)) expect(await login(friend.email, friend.password)).toBeTruthy();
  });
});
