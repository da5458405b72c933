import type { DashboardSummary } from '@app/contract';
import { ArrowDownToLine, ArrowLeftRight, ArrowUpFromLine, Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FitAmount } from '../../../../components/ui/fit-amount';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { Skeleton } from '../../../../components/ui/skeleton';
import { UnavailableValue } from '../../../../components/ui/unavailable-value';
import { MASKED_VALUE } from '../../../../lib/format';
import type { LocalCurrency } from '../../../../lib/local-currency';
import { useLocalCurrency } from '../../../../lib/local-currency';
import { paths } from '../../../../paths';
import { VisibilityToggle } from '../shared/visibility-toggle';

const quickLinkClass =
  'flex flex-col items-center gap-1.5 rounded-2xl py-2 text-xs font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white sm:text-sm';

/** Swap starts from `swapFrom` (the largest token holding) when there is one. */
const quickLinks = (swapFrom: string | undefined) =>
  [
    { to: paths.deposits, label: 'Receive', icon: ArrowDownToLine, testId: 'quick-receive' },
    { to: paths.withdraw, label: 'Send', icon: ArrowUpFromLine, testId: 'quick-send' },
    {
      to: swapFrom ? `${paths.swap}?from=${swapFrom}` : paths.swap,
      label: 'Swap',
      icon: ArrowLeftRight,
      testId: 'quick-swap',
    },
  ] as const;

function QuickLinkIcon({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-11 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/20 backdrop-blur-sm sm:size-12">
      {children}
    </span>
  );
}

export function TotalBalanceCard({
  summary,
  tag,
  visible,
  onToggleVisible,
  swapFrom,
  failed = false,
}: {
  summary: DashboardSummary | undefined;
  /** The summary could not be loaded (the page offers Try again): a dash, not a placeholder. */
  failed?: boolean;
  tag: string;
  visible: boolean;
  onToggleVisible: () => void;
  swapFrom?: string | undefined;
}) {
  const { currency, setCurrency, format } = useLocalCurrency();
  return (
    <section
      aria-label="Total balance"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-5 text-white shadow-card sm:p-7"
    >
      <div
        className="pointer-events-none absolute -top-20 -right-16 size-64 rounded-full bg-white/10 blur-2xl"
        aria-hidden
      />
      <div
        className="pointer-events-none absolute -bottom-24 -left-10 size-56 rounded-full bg-brand-300/20 blur-3xl"
        aria-hidden
      />
      <div className="relative flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1 text-sm font-medium text-brand-50">
            Total Balance
            <VisibilityToggle
              visible={visible}
              onToggle={onToggleVisible}
              className="size-8 text-brand-50 hover:bg-white/10 focus-visible:outline-white"
            />
          </p>
          <span
            data-testid="user-tag"
            className="mt-1 inline-flex max-w-full truncate rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold ring-1 ring-white/20"
          >
            @{tag}
          </span>
        </div>
        <SegmentedControl<LocalCurrency>
          label="Display currency"
          size="sm"
          value={currency}
          onChange={setCurrency}
          className="bg-white/15! ring-1 ring-white/20"
          itemClassName="data-[state=unchecked]:text-white"
          segments={[
            { value: 'NGN', label: 'NGN', testId: 'currency-ngn' },
            { value: 'USD', label: 'USD', testId: 'currency-usd' },
          ]}
        />
      </div>
      <div className="relative mt-5 min-h-12">
        {summary ? (
          <FitAmount
            data-testid="total-balance"
            aria-live="polite"
            className="text-[length:clamp(1.25rem,var(--fit),2.1rem)] leading-tight font-bold tracking-tight sm:text-[length:clamp(1.25rem,var(--fit),3rem)]"
            value={visible ? format({ usd: summary.total_balance, ngn: summary.total_balance_ngn }) : MASKED_VALUE}
          />
        ) : failed ? (
          <UnavailableValue className="text-[2.1rem] leading-tight font-bold sm:text-5xl" />
        ) : (
          <Skeleton className="h-11 w-56 bg-white/20 dark:bg-white/20" />
        )}
      </div>
      <nav aria-label="Quick actions" className="relative mt-6 grid grid-cols-4 gap-2 sm:max-w-md">
        {quickLinks(swapFrom).map(({ to, label, icon: Icon, testId }) => (
          <Link key={testId} to={to} className={quickLinkClass} data-testid={testId}>
            <QuickLinkIcon>
              <Icon className="size-5" aria-hidden />
            </QuickLinkIcon>
            {label}
          </Link>
        ))}
        {/* Spec: More has no action yet. */}
        <button type="button" className={quickLinkClass} data-testid="quick-more" aria-disabled="true">
          <QuickLinkIcon>
            <Ellipsis className="size-5" aria-hidden />
          </QuickLinkIcon>
          More
        </button>
      </nav>
    </section>
  );
}
