import type { PortfolioRange } from '@app/contract';

/** Exchange queries live under 'exchange', so one live event can refresh them all. */
export const exchangeKeys = {
  all: ['exchange'] as const,
  quotes: ['exchange', 'quote'] as const,
  quote: (from: string, to: string, amount: string, slippage: number) =>
    ['exchange', 'quote', from, to, amount, slippage] as const,
  conversions: ['exchange', 'conversions'] as const,
  portfolios: ['exchange', 'portfolio'] as const,
  portfolio: (range: PortfolioRange) => ['exchange', 'portfolio', range] as const,
};

/**
 * The wallet feature's balances key on purpose: one cache entry for GET /balances, refreshed by
 * the same live events (features don't import each other, so the key is repeated here).
 */
export const balancesKey = ['wallet', 'balances'] as const;
