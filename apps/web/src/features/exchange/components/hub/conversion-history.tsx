import type { Conversion } from '@app/contract';
import { clsx } from 'clsx';
import { ArrowRight, History } from 'lucide-react';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatDateTime, formatDecimal } from '../../../../lib/format';
import { useConversions } from '../../api/get-conversions';
import { formatRate } from '../swap/quote-details';
import { LoadError } from '../../../../components/ui/load-error';

const amountOf = (value: string, symbol: string) =>
  symbol === 'NGN'
    ? `₦${formatDecimal(value, { minFraction: 2, maxFraction: 2 })}`
    : `${formatDecimal(value, { maxFraction: 6 })} ${symbol}`;

function Row({ c }: { c: Conversion }) {
  return (
    <li
      data-testid="conversion-row"
      data-trigger={c.trigger}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-4 sm:px-5"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
          <span className="inline-flex items-center gap-1">
            {c.from_symbol} <ArrowRight className="size-3.5" aria-label="to" /> {c.to_symbol}
          </span>
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
              c.trigger === 'auto'
                ? 'bg-brand-50 text-brand-700 ring-brand-600/20 dark:bg-brand-500/10 dark:text-brand-300 dark:ring-brand-400/20'
                : 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/20',
            )}
          >
            {c.trigger === 'auto' ? 'Auto' : 'Manual'}
          </span>
        </p>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          {formatDateTime(c.created_at)} · 1 {c.from_symbol} = {formatRate(c.rate)} {c.to_symbol}
        </p>
      </div>
      <div className="text-right">
        <p data-testid="conversion-out" className="font-semibold text-brand-700 tabular-nums dark:text-brand-400">
          +{amountOf(c.amount_out, c.to_symbol)}
        </p>
        <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
          −{amountOf(c.amount_in, c.from_symbol)} · <span className="capitalize">{c.status}</span>
        </p>
      </div>
    </li>
  );
}

/** Conversion History (spec): from the server, newest first, with its count and empty state. */
export function ConversionHistory() {
  const conversions = useConversions();
  if (conversions.isPending) {
    return (
      <Card role="status" aria-label="Loading conversions" className="divide-y divide-slate-100 dark:divide-slate-800">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3 px-5 py-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-48" />
            </div>
            <Skeleton className="h-4 w-24" />
          </div>
        ))}
      </Card>
    );
  }
  if (conversions.isError && !conversions.data) {
    return <LoadError message="We couldn't load your conversions." onRetry={() => void conversions.refetch()} />;
  }
  const list = conversions.data ?? [];
  return (
    <Card data-testid="conversion-history">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-5 dark:border-slate-800">
        <h2 className="font-semibold text-slate-900 dark:text-white">Conversion History</h2>
        <span
          data-testid="conversion-count"
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          {list.length} {list.length === 1 ? 'conversion' : 'conversions'}
        </span>
      </div>
      {list.length === 0 ? (
        <EmptyState
          icon={<History className="size-7" aria-hidden />}
          title="No conversion history yet"
          description="Swaps to and from NGN, and auto-conversions, show up here."
          data-testid="conversions-empty"
        />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {list.map((c) => (
            <Row key={c.id} c={c} />
          ))}
        </ul>
      )}
    </Card>
  );
}
