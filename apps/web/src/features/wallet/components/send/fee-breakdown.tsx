import { feeLineLabels, type FeeQuote, type SendMode } from '@app/contract';
import { clsx } from 'clsx';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatNgn, formatToken, formatUsd } from '../../../../lib/format';

function Row({
  label,
  amount,
  usd,
  strong,
  className,
}: {
  label: string;
  amount: string;
  usd?: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={clsx('flex items-start justify-between gap-3', className)}>
      {/* The label wraps before the amount does: a figure broken across lines misreads. */}
      <dt
        className={clsx(
          'min-w-0',
          strong ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-500 dark:text-slate-400',
        )}
      >
        {label}
      </dt>
      <dd className="max-w-[65%] shrink-0 text-right tabular-nums wrap-anywhere">
        <span
          className={
            strong ? 'font-bold text-slate-900 dark:text-white' : 'font-medium text-slate-700 dark:text-slate-200'
          }
        >
          {amount}
        </span>
        {usd !== undefined && (
          <span className="block text-xs text-slate-500 dark:text-slate-400">≈ {formatUsd(usd)}</span>
        )}
      </dd>
    </div>
  );
}

/** Stands in for one line of the breakdown at its height (with its ≈ USD line when `usd`). */
function SkeletonRow({ usd, className }: { usd?: boolean; className?: string }) {
  return (
    <div className={clsx('flex items-start justify-between gap-3', className)}>
      <Skeleton className="my-0.5 h-4 w-24" />
      <div className="flex flex-col items-end">
        <Skeleton className="my-0.5 h-4 w-20" />
        {usd && <Skeleton className="my-0.5 h-3 w-14" />}
      </div>
    </div>
  );
}

/**
 * The lines a quote in `mode` will show, line for line at their height, so the send button below
 * does not move when the quote arrives: You send, each fee with its USD value, Total fee, Total
 * debited, and in bank mode what the bank account receives.
 */
function SkeletonBreakdown({ mode }: { mode: SendMode }) {
  return (
    <div className="space-y-2.5" aria-hidden data-testid="fee-breakdown-skeleton">
      <SkeletonRow />
      {feeLineLabels(mode).map((label) => (
        <SkeletonRow key={label} usd />
      ))}
      <SkeletonRow />
      <SkeletonRow usd className="border-t border-dashed border-slate-200 pt-2.5 dark:border-slate-700" />
      {mode === 'bank' && <SkeletonRow />}
    </div>
  );
}

/** The server's quote, line by line: what is shown is what will be charged. */
export function FeeBreakdown({
  mode,
  quote,
  loading,
  error,
}: {
  mode: SendMode;
  quote: FeeQuote | undefined;
  loading: boolean;
  error: string | null;
}) {
  return (
    <section
      data-testid="fee-breakdown"
      aria-label="Fee breakdown"
      aria-busy={loading || undefined}
      className="rounded-2xl bg-slate-50 p-4 text-sm ring-1 ring-slate-900/5 dark:bg-slate-800/50 dark:ring-white/5"
    >
      <h2 className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Fee breakdown
      </h2>
      {error ? (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : !quote ? (
        <SkeletonBreakdown mode={mode} />
      ) : (
        <dl className={loading ? 'space-y-2.5 opacity-60 transition-opacity' : 'space-y-2.5'}>
          <Row label="You send" amount={formatToken(quote.amount, quote.token_symbol, 18)} />
          {quote.fees.map((fee) => (
            <Row
              key={fee.label}
              label={fee.label}
              amount={formatToken(fee.amount, quote.token_symbol, 18)}
              usd={fee.usd_value}
            />
          ))}
          <Row label="Total fee" amount={formatToken(quote.total_fee, quote.token_symbol, 18)} />
          {/* The rule is on the row itself: a dl may hold only the divs that wrap each dt/dd pair. */}
          <Row
            label="Total debited"
            amount={formatToken(quote.total, quote.token_symbol, 18)}
            usd={quote.total_usd}
            strong
            className="border-t border-dashed border-slate-200 pt-2.5 dark:border-slate-700"
          />
          {quote.ngn_amount !== undefined && (
            <Row label="Bank account receives" amount={formatNgn(quote.ngn_amount)} strong />
          )}
        </dl>
      )}
    </section>
  );
}
