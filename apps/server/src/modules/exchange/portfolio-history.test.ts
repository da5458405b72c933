import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory } from '../../db/schema.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { createPortfolioHistoryService } from './portfolio-history.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('portfolio history', () => {
  it('values what the wallets held at each point at the prices of that moment', async () => {
    const user = await registerUser(t.app);
    await t.container.prices.current(); // the sandbox's reference prices exist from here on
    await fund(t.container, user.user.id, 'ETH', '1');
    const fundedAt = Date.now();
    // The feed's history: ETH moves to $4,000 twelve hours after the deposit.
    await t.container.db.insert(priceHistory).values({
      base: 'ETH',
      quote: 'USD',
      rate: '4000',
      source: 'sandbox',
      createdAt: new Date(fundedAt + 12 * HOUR),
    });
    // Look from two days after the deposit, a week back, a point every 6 hours.
    const now = new Date(fundedAt + 48 * HOUR);
    const prices = { name: 'sandbox', current: () => t.container.prices.current() };
    const service = createPortfolioHistoryService({ db: t.container.db, prices, now: () => now });
    const { points } = await service.history(user.user.id, '7d');
    expect(points).toHaveLength(29);
    expect(points.at(-1)!.at).toBe(now.toISOString());
    const at = (p: { at: string }) => new Date(p.at).getTime();
    for (const p of points) {
      if (at(p) < fundedAt - 1000) expect(p, p.at).toMatchObject({ usd_value: '0.00', ngn_value: '0.00' });
      else if (at(p) > fundedAt + 1000 && at(p) < fundedAt + 12 * HOUR - 1000)
        expect(p, p.at).toMatchObject({ usd_value: '3500.00', ngn_value: '5425000.00' });
      else if (at(p) > fundedAt + 12 * HOUR + 1000) expect(p, p.at).toMatchObject({ usd_value: '4000.00' });
    }
    expect(points.filter((p) => p.usd_value === '3500.00').length).toBeGreaterThanOrEqual(1);
    expect(points.filter((p) => p.usd_value === '4000.00').length).toBeGreaterThanOrEqual(5);
  });

  it('starts from what the wallets held before the period, and leaves out what came after its end', async () => {
    const user = await registerUser(t.app);
    await fund(t.container, user.user.id, 'USDC', '100');
    const fundedAt = Date.now();
    await fund(t.container, user.user.id, 'USDC', '50');
    const prices = { name: 'sandbox', current: () => t.container.prices.current() };
    const at = (now: number) =>
      createPortfolioHistoryService({ db: t.container.db, prices, now: () => new Date(now) }).history(
        user.user.id,
        '24h',
      );
    // Seen from two days on, both deposits are from before the period: every point holds both.
    const later = await at(fundedAt + 48 * HOUR);
    expect(new Set(later.points.map((p) => p.usd_value))).toEqual(new Set(['150.00']));
    // Seen from an hour before them, neither has happened yet.
    const before = await at(fundedAt - HOUR);
    expect(new Set(before.points.map((p) => p.usd_value))).toEqual(new Set(['0.00']));
  });

  it('GET /api/portfolio/history ends at the value of today, and refuses an unknown range', async () => {
    const user = await registerUser(t.app);
    await fund(t.container, user.user.id, 'USDC', '250');
    const res = await as(t.app, user.token, { method: 'GET', url: '/api/portfolio/history?range=24h' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.range).toBe('24h');
    expect(body.points).toHaveLength(25);
    expect(body.points[0]).toMatchObject({ usd_value: '0.00' });
    expect(body.points.at(-1).usd_value).toBe((await balanceOf(t.app, user.token, 'USDC')).usd_value);
    expect((await as(t.app, user.token, { method: 'GET', url: '/api/portfolio/history?range=5y' })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio/history' })).statusCode).toBe(401);
  });
});
