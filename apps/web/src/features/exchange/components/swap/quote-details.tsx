import type { SwapQuote } from '@app/contract';
import { clsx } from 'clsx';
import { Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDecimal, formatUsd } from '../../../../lib/format';

/** Rates read best with a few significant digits: ₦5,373,032.4 per ETH, 0.000186 ETH per NGN. */
export function formatRate(rate: string): string {
  const [whole = '0'] = rate.split('.');
  if (whole !== '0') return formatDecimal(rate, { maxFraction: whole.length > 3 ? 2 : 6 });
  const leadingZeros = /^0\.(0*)/.exec(rate)?.[1]?.length ?? 0;
  return formatDecimal(rate, { maxFraction: Math.min(18, leadingZeros + 4) });
}

export const formatAmountOf = (value: string, symbol: string) =>
  `${formatDecimal(value, { maxFraction: 6 })} ${symbol}`;

/** Spec §9: price impact shows red above 1%. */
export const impactIsHigh = (quote: SwapQuote) => Number(quote.price_impact) > 1;

export function QuoteRate({ quote, secondsLeft }: { quote: SwapQuote; secondsLeft: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p data-testid="swap-rate" className="font-medium text-slate-700 dark:text-slate-200">
        1 {quote.from_symbol} = {formatRate(quote.rate)} {quote.to_symbol}
      </p>
      <p
        data-testid="swap-countdown"
        className="inline-flex items-center gap-1 text-xs text-slate-500 tabular-nums dark:text-slate-400"
      >
        <Timer className="size-3.5" aria-hidden />
        {secondsLeft > 0 ? `Price locked for ${secondsLeft}s` : 'Refreshing the price…'}
      </p>
    </div>
  );
}

function Row({
  label,
  children,
  testId,
  className,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-3 py-1.5">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd
        data-testid={testId}
        className={clsx('text-right font-medium text-slate-800 tabular-nums dark:text-slate-100', className)}
      >
        {children}
      </dd>
    </div>
  );
}

/** The details box (spec: price impact, network fee, slippage, minimum received), from the server's quote. */
export function QuoteDetails({ quote }: { quote: SwapQuote }) {
  return (
    <dl
      data-testid="swap-details"
      className="rounded-2xl bg-slate-50 px-4 py-2 text-sm ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700"
    >
      <Row
        label="Price impact"
        testId="swap-price-impact"
        className={impactIsHigh(quote) ? 'text-red-600! dark:text-red-400!' : undefined}
      >
        {quote.price_impact}%
      </Row>
      <Row label="Network fee" testId="swap-network-fee">
        {formatAmountOf(quote.network_fee, quote.from_symbol)}{' '}
        <span className="text-slate-500 dark:text-slate-400">({formatUsd(quote.network_fee_usd)})</span>
      </Row>
      <Row label={`Platform fee (${formatDecimal(quote.fee_percent, { maxFraction: 2 })}%)`} testId="swap-fee">
        {formatAmountOf(quote.fee, quote.from_symbol)}
      </Row>
      <Row label="Slippage tolerance" testId="swap-slippage">
        {formatDecimal(quote.slippage, { maxFraction: 2 })}%
      </Row>
      <Row label="Minimum received" testId="swap-min-received">
        {formatAmountOf(quote.min_received, quote.to_symbol)}
      </Row>
    </dl>
  );
}
