import { totalsDefinitions, type Balance, type DashboardSummary } from '@app/contract';
import { clsx } from 'clsx';
import { ArrowDownLeft, ArrowUpRight, PieChart, Wallet, type LucideIcon } from 'lucide-react';
import { Card } from '../../../../components/ui/card';
import { FitAmount } from '../../../../components/ui/fit-amount';
import { InfoTip } from '../../../../components/ui/info-tip';
import { Skeleton } from '../../../../components/ui/skeleton';
import { UnavailableValue } from '../../../../components/ui/unavailable-value';
import { MASKED_VALUE } from '../../../../lib/format';
import { useLocalCurrency, type FiatPair } from '../../../../lib/local-currency';

interface StatSpec {
  id: string;
  label: string;
  hint: string;
  icon: LucideIcon;
  tone: string;
  value: FiatPair | undefined;
  /** What the figure counts, behind an (i) button. */
  definition?: string;
}

function LabelWithTip({ label, tip }: { label: string; tip: string }) {
  const split = label.lastIndexOf(' ') + 1;
  return (
    <>
      {label.slice(0, split)}
      <span className="whitespace-nowrap">
        {label.slice(split)}
        <InfoTip label={`What counts in ${label}`} className="-my-1 align-middle">
          {tip}
        </InfoTip>
      </span>
    </>
  );
}

function StatCard({ spec, visible, failed }: { spec: StatSpec; visible: boolean; failed: boolean }) {
  const { format } = useLocalCurrency();
  const Icon = spec.icon;
  return (
    <Card data-testid={`stat-card-${spec.id}`} className="relative p-4 sm:p-5">
      <div className="flex items-center gap-2.5">
        <span className={clsx('flex size-9 shrink-0 items-center justify-center rounded-xl', spec.tone)}>
          <Icon className="size-4.5" aria-hidden />
        </span>
        {/* The (i) stays with the label's last word, so a narrow card wraps the two together
            instead of pushing the (i) past the card's edge or onto a line of its own. */}
        <p className="min-w-0 text-xs leading-tight font-medium text-slate-500 sm:text-sm dark:text-slate-400">
          {spec.definition ? <LabelWithTip label={spec.label} tip={spec.definition} /> : spec.label}
        </p>
      </div>
      {spec.value ? (
        <FitAmount
          data-testid="stat-value"
          className="mt-3 text-[length:clamp(0.875rem,var(--fit),15px)] leading-snug font-bold tracking-tight text-slate-900 min-[400px]:text-[length:clamp(0.875rem,var(--fit),1rem)] sm:text-[length:clamp(0.875rem,var(--fit),1.25rem)] dark:text-white"
          value={visible ? format(spec.value) : MASKED_VALUE}
        />
      ) : failed ? (
        <UnavailableValue className="mt-3 text-base font-bold text-slate-900 sm:text-xl dark:text-white" />
      ) : (
        <Skeleton className="mt-3 h-6 w-28" />
      )}
      <p className="mt-0.5 truncate text-xs text-slate-500 dark:text-slate-400">{spec.hint}</p>
    </Card>
  );
}

/** Available (NGN wallet), portfolio and lifetime deposit/withdrawal totals. */
export function StatCards({
  summary,
  balances,
  visible,
  failed = false,
}: {
  summary: DashboardSummary | undefined;
  balances: Balance[] | undefined;
  visible: boolean;
  /** The summary could not be loaded (the page offers Try again): dashes, not placeholders. */
  failed?: boolean;
}) {
  const ngnWallet = balances?.find((b) => b.token_symbol === 'NGN');
  const specs: StatSpec[] = [
    {
      id: 'available',
      label: 'Available Balance',
      hint: 'NGN wallet',
      icon: Wallet,
      tone: 'bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400',
      value: summary && { ngn: summary.ngn_available, usd: ngnWallet?.usd_value ?? '0' },
    },
    {
      id: 'portfolio',
      label: 'Total Portfolio',
      hint: 'All assets',
      icon: PieChart,
      tone: 'bg-sky-50 text-sky-600 dark:bg-sky-500/10 dark:text-sky-400',
      value: summary && { ngn: summary.total_balance_ngn, usd: summary.total_balance },
    },
    {
      id: 'deposits',
      label: 'Total Deposits',
      hint: 'Lifetime',
      icon: ArrowDownLeft,
      tone: 'bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400',
      value: summary && { ngn: summary.total_deposit_ngn, usd: summary.total_deposit },
      definition: totalsDefinitions.deposits,
    },
    {
      id: 'withdrawals',
      label: 'Total Withdrawals',
      hint: 'Lifetime',
      icon: ArrowUpRight,
      tone: 'bg-violet-50 text-violet-600 dark:bg-violet-500/10 dark:text-violet-400',
      value: summary && { ngn: summary.total_withdrawal_ngn, usd: summary.total_withdrawal },
      definition: totalsDefinitions.withdrawals,
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {specs.map((spec) => (
        <StatCard key={spec.id} spec={spec} visible={visible} failed={failed} />
      ))}
    </div>
  );
}
