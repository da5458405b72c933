import type { Balance, DashboardSummary } from '@app/contract';
import { FitAmount } from '../../../../components/ui/fit-amount';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatFiat } from '../../../../lib/format';
import { useLocalCurrency } from '../../../../lib/local-currency';

function Stat({
  label,
  value,
  testId,
  className,
}: {
  label: string;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={`min-w-0 rounded-2xl bg-white/10 px-3 py-2.5 ring-1 ring-white/15 sm:px-4 ${className ?? ''}`}>
      <p className="truncate text-xs font-medium text-brand-50">{label}</p>
      <FitAmount
        data-testid={testId}
        className="mt-0.5 text-[length:clamp(0.75rem,var(--fit),1rem)] font-bold sm:text-[length:clamp(0.75rem,var(--fit),1.125rem)]"
        value={value}
      />
    </div>
  );
}

/** Spec: 'Total Portfolio Value', then Active Currencies, Auto-Convert count and Total Value. */
export function HubHeader({ balances, summary }: { balances: Balance[]; summary: DashboardSummary | undefined }) {
  const { currency, format } = useLocalCurrency();
  const active = balances.filter((b) => b.amount !== '0').length;
  const auto = balances.filter((b) => b.auto_convert_threshold !== null).length;
  // The other currency than the headline's, so both are in view.
  const other = summary
    ? currency === 'NGN'
      ? formatFiat(summary.total_balance, 'USD')
      : formatFiat(summary.total_balance_ngn, 'NGN')
    : '…';
  return (
    <section
      aria-label="Total Portfolio Value"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-5 text-white shadow-card sm:p-7"
    >
      <div
        className="pointer-events-none absolute -top-20 -right-16 size-64 rounded-full bg-white/10 blur-2xl"
        aria-hidden
      />
      <p className="relative text-sm font-medium text-brand-50">Total Portfolio Value</p>
      {summary ? (
        <div className="relative mt-1">
          <FitAmount
            data-testid="hub-total"
            className="text-[length:clamp(1.25rem,var(--fit),1.875rem)] font-bold tracking-tight sm:text-[length:clamp(1.25rem,var(--fit),2.25rem)]"
            value={format({ usd: summary.total_balance, ngn: summary.total_balance_ngn })}
          />
        </div>
      ) : (
        <Skeleton className="relative mt-2 h-9 w-48 bg-white/20!" />
      )}
      <div className="relative mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        <Stat label="Active Currencies" value={String(active)} testId="hub-active-currencies" />
        <Stat label="Auto-Convert" value={String(auto)} testId="hub-auto-convert-count" />
        <Stat label="Total Value" value={other} testId="hub-total-value" className="col-span-2 sm:col-span-1" />
      </div>
    </section>
  );
}
