import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmountFor } from './wallet.service.js';
import { DEMO_FUNDS } from '../../seed/demo-funds.js';
import { DEFAULT_REFERENCE_PRICES } from '../../providers/prices/sandbox-price-provider.js';
import { toRate, type Rates } from '../prices/rates.js';
import { dashboardSummary } from './summary.js';

const rates = (usd: Record<string, string>, ngnPerUsd: string): Rates => ({
  usd: Object.fromEntries(Object.entries(usd).map(([k, v]) => [k, toRate(v)])),
  ngnPerUsd: toRate(ngnPerUsd),
  updatedAt: new Date(0),
  source: 'test',
});
const reference = rates(DEFAULT_REFERENCE_PRICES.usd, DEFAULT_REFERENCE_PRICES.ngnPerUsd);
const none = new Map<string, bigint>();

describe('dashboard totals', () => {
  it("the seeded demo's deposits equal its portfolio, to the kobo", () => {
    const funds = new Map(Object.entries(DEMO_FUNDS).map(([asset, text]) => [asset, parseAmountFor(asset, text)]));
    const summary = dashboardSummary(funds, { deposits: funds, withdrawals: none }, reference);
    expect(summary.total_deposit_ngn).toBe(summary.total_balance_ngn);
    expect(summary.total_deposit).toBe(summary.total_balance);
    // ₦250,000 + (1.25 ETH × 3500 + 1500 + 800 × 0.45 + 120 × 1.20) × 1550, each asset rounded once.
    expect(summary.total_balance_ngn).toBe('10137450.00');
    expect(summary.ngn_available).toBe('250000.00');
  });

  it('with only deposits so far, deposits equal the portfolio at any prices', () => {
    const price = fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 24n }), fc.integer({ min: 0, max: 18 }));
    const asRate = ([units, scale]: [bigint, number]) => {
      const text = units.toString().padStart(scale + 1, '0');
      return scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
    };
    fc.assert(
      fc.property(
        fc.record({
          NGN: fc.bigInt({ min: 0n, max: 10n ** 14n }),
          ETH: fc.bigInt({ min: 0n, max: 10n ** 27n }),
          USDC: fc.bigInt({ min: 0n, max: 10n ** 18n }),
          STRK: fc.bigInt({ min: 0n, max: 10n ** 29n }),
          CORE: fc.bigInt({ min: 0n, max: 10n ** 29n }),
        }),
        fc.record({ ETH: price, USDC: price, STRK: price, CORE: price, NGN: price }),
        (amounts, prices) => {
          const held = new Map(Object.entries(amounts));
          const { NGN, ...usd } = prices;
          const at = rates(Object.fromEntries(Object.entries(usd).map(([k, v]) => [k, asRate(v)])), asRate(NGN));
          const summary = dashboardSummary(held, { deposits: held, withdrawals: none }, at);
          expect(summary.total_deposit_ngn).toBe(summary.total_balance_ngn);
          expect(summary.total_deposit).toBe(summary.total_balance);
          expect(summary.total_withdrawal).toBe('0.00');
        },
      ),
    );
  });

  it('withdrawals are valued the same way, so deposits = portfolio + withdrawals in one asset', () => {
    const deposits = new Map([['USDC', 1_000_000_000n]]);
    const withdrawals = new Map([['USDC', 400_000_000n]]);
    const held = new Map([['USDC', 600_000_000n]]);
    const summary = dashboardSummary(held, { deposits, withdrawals }, reference);
    expect(summary).toMatchObject({
      total_deposit: '1000.00',
      total_withdrawal: '400.00',
      total_balance: '600.00',
      total_deposit_ngn: '1550000.00',
      total_withdrawal_ngn: '620000.00',
      total_balance_ngn: '930000.00',
    });
  });
});
