import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toRate } from '../../modules/prices/rates.js';
import type { PriceProvider } from '../prices/price-provider.js';
import { createSandboxLiquidityProvider } from './sandbox-liquidity-provider.js';

const prices: PriceProvider = {
  name: 'fixed',
  current: async () => ({
    usd: { ETH: toRate('3500'), USDC: toRate('1'), STRK: toRate('0.45'), CORE: toRate('1.2') },
    ngnPerUsd: toRate('1550'),
    updatedAt: new Date(0),
    source: 'fixed',
  }),
};
const desk = createSandboxLiquidityProvider({
  prices,
  spreadBps: 50,
  depthUsd: { ETH: 2_000_000n, USDC: 5_000_000n, NGN: 3_000_000n },
  networkFeeUsdCents: 50n,
});
const ETH = 10n ** 18n;

describe('sandbox liquidity desk', () => {
  it('has no quote, rather than a crash, for an asset whose price rounds to nothing', async () => {
    const broken: PriceProvider = {
      ...prices,
      // 10⁻¹⁸ USD a STRK at ₦0.5 a dollar: STRK's naira rate is 0 in 18 decimals.
      current: async () => {
        const rates = await prices.current();
        return { ...rates, usd: { ...rates.usd, STRK: 1n }, ngnPerUsd: toRate('0.5') };
      },
    };
    const tiny = createSandboxLiquidityProvider({
      prices: broken,
      spreadBps: 50,
      depthUsd: {},
      networkFeeUsdCents: 50n,
    });
    for (const [sell, buy] of [
      ['NGN', 'STRK'],
      ['STRK', 'NGN'],
    ] as const) {
      await expect(tiny.quote({ sell, buy, sellAmount: 10n ** 18n, slippageBps: 50 })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      });
    }
  });

  it('fills at the reference rate less the spread, times depth / (depth + size)', async () => {
    const q = await desk.quote({ sell: 'USDC', buy: 'NGN', sellAmount: 1_000_000_000n, slippageBps: 50 }); // $1,000
    // ₦1,550,000 × 0.995 × 3,000,000 / 3,001,000 (USDC/NGN: the thinner side is NGN's $3M)
    expect(q.buyAmount).toBe((155_000_000n * 9950n * 3_000_000n) / (10_000n * 3_001_000n));
    expect(q.priceImpactPpm).toBe(Math.floor((1000 * 1e6) / 3_001_000));
    expect(q.networkFee).toEqual({ asset: 'USDC', amount: 500_000n });
  });

  it('is deterministic and its impact grows with the trade', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 500n * ETH }),
        fc.bigInt({ min: 1n, max: 500n * ETH }),
        async (a, b) => {
          const [qa, qa2, qb] = await Promise.all([
            desk.quote({ sell: 'ETH', buy: 'USDC', sellAmount: a, slippageBps: 50 }),
            desk.quote({ sell: 'ETH', buy: 'USDC', sellAmount: a, slippageBps: 50 }),
            desk.quote({ sell: 'ETH', buy: 'USDC', sellAmount: b, slippageBps: 50 }),
          ]);
          expect(qa2).toEqual(qa);
          if (a < b) {
            expect(qa.priceImpactPpm).toBeLessThanOrEqual(qb.priceImpactPpm);
            // A bigger trade never fills at a better rate: buyA/a ≥ buyB/b, but for the last unit rounded down.
            expect((qa.buyAmount + 1n) * b).toBeGreaterThanOrEqual(qb.buyAmount * a);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
