import type { AssetSymbol } from '@app/contract';
import { AppError } from '../../http/app-error.js';

export interface LiquidityQuoteRequest {
  sell: AssetSymbol;
  buy: AssetSymbol;
  /** Base units of `sell` to exchange (our platform fee already taken off). */
  sellAmount: bigint;
  slippageBps: number;
}

export interface LiquidityQuote {
  /** Base units of `buy` delivered for `sellAmount`. */
  buyAmount: bigint;
  /** How far the trade's size moves its price, in millionths (10 000 = 1 %). Computed, never random. */
  priceImpactPpm: number;
  /** What settling the trade costs; passed on to the user, in this asset. */
  networkFee: { asset: AssetSymbol; amount: bigint };
}

/**
 * Where swaps are priced: the sandbox desk (the price table with a spread and a depth per asset) or
 * a DEX aggregator's price API. Our treasury settles every swap, so a quote from here is what we
 * lock for the user.
 */
export interface LiquidityProvider {
  readonly name: string;
  quote(request: LiquidityQuoteRequest): Promise<LiquidityQuote>;
}

export const liquidityErrors = {
  unavailable: () => new AppError('UNAVAILABLE', 'Swap quotes are temporarily unavailable. Please try again shortly.'),
  noLiquidity: () => new AppError('INSUFFICIENT_LIQUIDITY', 'Not enough liquidity for this swap right now'),
};
