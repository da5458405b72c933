import { RATE_ONE, roundFeeUp, usdCentsToUnits, type AssetSymbol } from '@app/contract';
import { assetInfo } from '../../modules/assets/catalogue.js';
import { ngnRate, usdRate } from '../../modules/prices/rates.js';
import type { PriceProvider } from '../prices/price-provider.js';
import { liquidityErrors, type LiquidityProvider } from './liquidity-provider.js';

export interface SandboxLiquidityOptions {
  prices: PriceProvider;
  /** Under the reference price, in basis points. */
  spreadBps: number;
  /** Pool depth per asset in whole USD. */
  depthUsd: Partial<Record<AssetSymbol, bigint>>;
  /** Network fee per swap in US cents, charged in the asset sold. */
  networkFeeUsdCents: bigint;
}

/** Depth used for an asset the configuration leaves out. */
const DEFAULT_DEPTH_USD = 1_000_000n;

/**
 * The sandbox liquidity desk. It prices like a constant-product pool whose reserves on each side are
 * worth the thinner asset's configured depth, at the reference prices less a spread: selling `v`
 * USD into depth `D` fills at `D / (D + v)` of the quoted price, so the price impact is
 * `v / (D + v)` — deterministic, growing with size, as a real pool's does.
 */
export function createSandboxLiquidityProvider(options: SandboxLiquidityOptions): LiquidityProvider {
  const depth = (symbol: AssetSymbol) => (options.depthUsd[symbol] ?? DEFAULT_DEPTH_USD) * RATE_ONE;
  return {
    name: 'sandbox',
    async quote({ sell, buy, sellAmount }) {
      const rates = await options.prices.current();
      const from = assetInfo(sell);
      const to = assetInfo(buy);
      const usdSell = usdRate(rates, sell);
      const [ngnSell, ngnBuy] = [ngnRate(rates, sell), ngnRate(rates, buy)];
      // A price stored before prices had a floor (MIN_RATE_UNITS) can round to nothing here.
      if (usdSell === 0n || ngnSell === 0n || ngnBuy === 0n) throw liquidityErrors.unavailable();
      const tradeUsd = (sellAmount * usdSell) / 10n ** BigInt(from.decimals); // 18-decimal USD
      const pool = depth(sell) < depth(buy) ? depth(sell) : depth(buy);
      // Priced in naira, which is exact on both sides of an NGN pair.
      const buyAmount =
        (sellAmount * ngnSell * 10n ** BigInt(to.decimals) * BigInt(10_000 - options.spreadBps) * pool) /
        (ngnBuy * 10n ** BigInt(from.decimals) * 10_000n * (pool + tradeUsd));
      const priceImpactPpm = Number((tradeUsd * 1_000_000n) / (pool + tradeUsd));
      const networkFee = roundFeeUp(usdCentsToUnits(options.networkFeeUsdCents, from.decimals, usdSell), from.decimals);
      return { buyAmount, priceImpactPpm, networkFee: { asset: sell, amount: networkFee } };
    },
  };
}
