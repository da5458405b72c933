import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedDemo } from './demo.js';
import { DEMO_FRIENDS } from './demo-friends.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json().token as string;

describe('demo bills, split and requests', () => {
  it('give /bills, /split and the Requests view something to show on first start', async () => {
    const seeded = await seedDemo(t.container);
    expect(seeded).toBe(true);
    const token = await login(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);

    // Saved recipients of every kind, most recently saved first, for the send forms' picker.
    const saved = (await as(t.app, token, { method: 'GET', url: '/api/beneficiaries' })).json();
    expect(saved.map((b: { kind: string; label: string | null }) => [b.kind, b.label])).toEqual([
      ['tag', 'Ada (sister)'],
      ['bank', 'Rent'],
      ['wallet', 'Cold wallet'],
      ['tag', null],
    ]);

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

    // Bills (5,050 + 1,050 + 19,050; the failed one refunded), the 6,000 split and 7,500 from @tunde,
    // all in the demo user's history.
    const ngnMoves = (
      await as(t.app, token, { method: 'GET', url: '/api/transactions?asset=NGN&limit=100' })
    ).json() as {
      type: string;
      status: string;
      amount: string;
      fee: string;
    }[];
    const billsPaid = ngnMoves.filter((m) => m.type === 'bill' && m.status === 'completed');
    expect(billsPaid.map((m) => Number(m.amount) + Number(m.fee)).sort((a, b) => a - b)).toEqual([1050, 5050, 19050]);
    const [split] = (await as(t.app, token, { method: 'GET', url: '/api/transactions?type=split' })).json();
    expect(split.details.recipients).toEqual([
      { tag: 'ada', amount: '3000' },
      { tag: 'tunde', amount: '3000' },
    ]);
    for (const friend of Object.values(DEMO_FRIENDS)) expect(await login(friend.email, friend.password)).toBeTruthy();
  });
});
