import { RATE_ONE, formatAmount, roundFeeUp, usdCents, type AssetSymbol } from '@app/contract';
import type { LiquidityQuote } from '../../providers/liquidity/liquidity-provider.js';
import { assetInfo } from '../assets/catalogue.js';
import { ngnRate, usdRate, type Rates } from '../prices/rates.js';
import { exchangeErrors } from './exchange.errors.js';

/** Rates (to-units per from-unit) are kept with 18 decimals. */
export const RATE_SCALE = 18;

export interface QuoteFigures {
  amountIn: bigint;
  fee: bigint;
  networkFee: bigint;
  amountOut: bigint;
  minReceived: bigint;
  /** amountOut / amountIn in whole units, 18-decimal fixed point. */
  rate: bigint;
  /** from price / to price, 18-decimal fixed point. */
  marketRate: bigint;
  priceImpactPpm: number;
  amountInUsdCents: bigint;
  amountOutUsdCents: bigint;
  networkFeeUsdCents: bigint;
}

/** The platform fee on a swap: basis points of what is paid, rounded up (to 8 decimals at most). */
export function swapFee(amountIn: bigint, feeBps: number, decimals: number): bigint {
  const raw = (amountIn * BigInt(feeBps) + 9_999n) / 10_000n;
  return roundFeeUp(raw, decimals);
}

/** `amount` of `asset` in units of `into`, at the price table, rounded up (a fee is never undercharged). */
function convertUp(amount: bigint, asset: AssetSymbol, into: AssetSymbol, rates: Rates): bigint {
  if (asset === into || amount === 0n) return amount;
  const a = assetInfo(asset);
  const b = assetInfo(into);
  const num = amount * usdRate(rates, asset) * 10n ** BigInt(b.decimals);
  const den = usdRate(rates, into) * 10n ** BigInt(a.decimals);
  return roundFeeUp((num + den - 1n) / den, b.decimals);
}

/** Units of `to` per whole `from`, 18 decimals, for `out` base units received for `inn` base units paid. */
export function unitRate(inn: bigint, out: bigint, from: AssetSymbol, to: AssetSymbol): bigint {
  const a = assetInfo(from);
  const b = assetInfo(to);
  return (out * 10n ** BigInt(a.decimals) * 10n ** BigInt(RATE_SCALE)) / (inn * 10n ** BigInt(b.decimals));
}

export const rateText = (rate: bigint) => formatAmount(rate, RATE_SCALE);

/**
 * Everything a quote states, from what the user pays and the liquidity provider's answer for
 * `amountIn - fee`: the network fee comes out of the amount sold (pro rata), the remainder is
 * exchanged, and the minimum received allows for the user's slippage.
 */
export function quoteFigures(input: {
  from: AssetSymbol;
  to: AssetSymbol;
  amountIn: bigint;
  fee: bigint;
  slippageBps: number;
  liquidity: LiquidityQuote;
  rates: Rates;
}): QuoteFigures {
  const { from, to, amountIn, fee, liquidity, rates } = input;
  const sold = amountIn - fee;
  const networkFee = convertUp(liquidity.networkFee.amount, liquidity.networkFee.asset, from, rates);
  if (sold <= 0n || networkFee >= sold) throw exchangeErrors.tooSmall();
  const exchanged = sold - networkFee;
  const amountOut = (liquidity.buyAmount * exchanged) / sold;
  if (amountOut <= 0n) throw exchangeErrors.tooSmall();
  const minReceived = (amountOut * BigInt(10_000 - input.slippageBps)) / 10_000n;
  const usdFrom = usdRate(rates, from);
  const usdTo = usdRate(rates, to);
  const fromInfo = assetInfo(from);
  return {
    amountIn,
    fee,
    networkFee,
    amountOut,
    minReceived,
    rate: unitRate(amountIn, amountOut, from, to),
    marketRate: (ngnRate(rates, from) * RATE_ONE) / ngnRate(rates, to),
    priceImpactPpm: liquidity.priceImpactPpm,
    amountInUsdCents: usdCents(amountIn, fromInfo.decimals, usdFrom),
    amountOutUsdCents: usdCents(amountOut, assetInfo(to).decimals, usdTo),
    networkFeeUsdCents: usdCents(networkFee, fromInfo.decimals, usdFrom),
  };
}
