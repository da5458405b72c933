import { formatAmount, type Conversion, type SwapQuote } from '@app/contract';
import { assetInfo } from '../assets/catalogue.js';
import { fiat } from '../wallet/wallet.dto.js';
import type { QuoteRow, SwapRow } from './exchange.repository.js';
import { rateText, RATE_SCALE } from './quote-math.js';

/** Millionths or basis points as a percent string: 1234 ppm → "0.12". */
const percent = (value: number, per: number) => formatAmount(BigInt(Math.round((value * 10_000) / per)), 2, 2);

/** A NUMERIC(60,18) rate read back from the database as 18-decimal fixed point. */
export function storedRate(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole! + fraction.slice(0, RATE_SCALE).padEnd(RATE_SCALE, '0'));
}

export function toQuoteDto(q: QuoteRow): SwapQuote {
  const from = assetInfo(q.fromAsset);
  const to = assetInfo(q.toAsset);
  return {
    quote_id: q.id,
    from_symbol: from.symbol,
    to_symbol: to.symbol,
    amount_in: formatAmount(BigInt(q.amountIn), from.decimals),
    amount_out: formatAmount(BigInt(q.amountOut), to.decimals),
    rate: rateText(storedRate(q.rate)),
    market_rate: rateText(storedRate(q.marketRate)),
    fee: formatAmount(BigInt(q.fee), from.decimals),
    fee_percent: percent(q.feeBps, 10_000),
    network_fee: formatAmount(BigInt(q.networkFee), from.decimals),
    price_impact: percent(q.priceImpactPpm, 1_000_000),
    slippage: percent(q.slippageBps, 10_000),
    min_received: formatAmount(BigInt(q.minReceived), to.decimals),
    amount_in_usd: fiat(BigInt(q.amountInUsdCents)),
    amount_out_usd: fiat(BigInt(q.amountOutUsdCents)),
    network_fee_usd: fiat(BigInt(q.networkFeeUsdCents)),
    expires_at: q.expiresAt.toISOString(),
    ttl_seconds: Math.round((q.expiresAt.getTime() - q.createdAt.getTime()) / 1000),
  };
}

export function toConversionDto(s: SwapRow): Conversion {
  const from = assetInfo(s.fromAsset);
  const to = assetInfo(s.toAsset);
  return {
    id: s.id,
    from_symbol: from.symbol,
    to_symbol: to.symbol,
    amount_in: formatAmount(BigInt(s.amountIn), from.decimals),
    amount_out: formatAmount(BigInt(s.amountOut), to.decimals),
    rate: rateText(storedRate(s.rate)),
    trigger: s.trigger,
    status: s.status,
    created_at: s.createdAt.toISOString(),
    tx_hash: s.reference,
  };
}
