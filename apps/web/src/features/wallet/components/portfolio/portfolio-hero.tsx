import type { DashboardSummary } from '@app/contract';
import { FitAmount } from '../../../../components/ui/fit-amount';
import { MASKED_VALUE } from '../../../../lib/format';
import { useLocalCurrency } from '../../../../lib/local-currency';
import { VisibilityToggle } from '../shared/visibility-toggle';

function HeroStat({
  label,
  value,
  testId,
  className = '',
}: {
  label: string;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={`${className} min-w-0 rounded-2xl bg-white/10 px-3 py-2.5 ring-1 ring-white/15 sm:px-4 sm:py-3`}>
      <p className="truncate text-[11px] font-medium tracking-wide text-brand-100 uppercase sm:text-xs">{label}</p>
      <FitAmount
        data-testid={testId}
        className="mt-0.5 text-[length:clamp(0.75rem,var(--fit),0.875rem)] font-bold sm:text-[length:clamp(0.75rem,var(--fit),1.125rem)]"
        value={value}
      />
    </div>
  );
}

export function PortfolioHero({
  summary,
  activeAssets,
  visible,
  onToggleVisible,
}: {
  summary: DashboardSummary | undefined;
  activeAssets: number;
  visible: boolean;
  onToggleVisible: () => void;
}) {
  const { format } = useLocalCurrency();
  const show = (usd: string | undefined, ngn: string | undefined) =>
    !visible ? MASKED_VALUE : usd === undefined || ngn === undefined ? '—' : format({ usd, ngn });

  return (
    <section
      aria-label="Portfolio value"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 via-brand-950 to-brand-800 p-5 text-white shadow-card sm:p-7"
    >
      <div
        className="pointer-events-none absolute -top-24 right-0 size-72 rounded-full bg-brand-400/20 blur-3xl"
        aria-hidden
      />
      <div className="relative">
        <p className="flex items-center gap-1 text-sm font-medium text-brand-100">
          Portfolio Value
          <VisibilityToggle
            visible={visible}
            onToggle={onToggleVisible}
            className="size-8 text-brand-100 hover:bg-white/10 focus-visible:outline-white"
          />
        </p>
        <FitAmount
          data-testid="portfolio-value"
          className="mt-1 text-[length:clamp(1.25rem,var(--fit),2.1rem)] leading-tight font-bold tracking-tight sm:text-[length:clamp(1.25rem,var(--fit),3rem)]"
          value={show(summary?.total_balance, summary?.total_balance_ngn)}
        />
        <div className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
          <HeroStat
            label="Total Deposited"
            testId="portfolio-deposited"
            value={show(summary?.total_deposit, summary?.total_deposit_ngn)}
          />
          <HeroStat
            label="Total Withdrawn"
            testId="portfolio-withdrawn"
            value={show(summary?.total_withdrawal, summary?.total_withdrawal_ngn)}
          />
          <HeroStat
            label="Active Assets"
            testId="portfolio-active-assets"
            value={String(activeAssets)}
            className="col-span-2 sm:col-span-1"
          />
        </div>
      </div>
    </section>
  );
}
