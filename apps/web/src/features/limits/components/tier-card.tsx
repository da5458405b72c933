import { formatNgn } from '@app/contract';
import { ArrowUpRight, Gauge } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUserLimits } from '../../../lib/user-limits';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/50">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900 dark:text-white" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Settings → Verification: the user's tier, its limits, today's use, and how to reach the next tier. */
export function TierCard() {
  const limits = useUserLimits();
  if (limits.isPending) {
    return (
      <Card className="mb-6 space-y-3 p-5" data-testid="tier-card-loading">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-16 w-full" />
      </Card>
    );
  }
  if (!limits.data) {
    return <LoadError className="mb-6" message="We couldn't load your limits." onRetry={() => void limits.refetch()} />;
  }
  const l = limits.data;
  return (
    <Card className="mb-6 p-5" data-testid="tier-card">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
          <Gauge className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white" data-testid="tier-card-title">
            Tier {l.tier} · {l.tier_name}
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {l.tier_source === 'admin' ? 'Set by our support team.' : 'Follows your identity verification.'} Limits
            reset at midnight, Lagos time.
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Daily limit" value={formatNgn(l.daily_limit)} testId="tier-daily-limit" />
        <Figure
          label="Balance cap"
          value={l.balance_cap ? formatNgn(l.balance_cap) : 'No cap'}
          testId="tier-balance-cap"
        />
        <Figure label="Sent today" value={formatNgn(l.used_today)} testId="tier-used-today" />
        <Figure label="Left today" value={formatNgn(l.left_today)} testId="tier-left-today" />
      </dl>
      {l.next_tier ? (
        <p
          className="mt-4 flex items-start gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset dark:bg-sky-950/40 dark:text-sky-100 dark:ring-sky-900"
          data-testid="tier-next"
        >
          <ArrowUpRight className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <strong>Next: tier {l.next_tier.tier}</strong> ({formatNgn(l.next_tier.daily_limit)} a day).{' '}
            {l.next_tier.how}
          </span>
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" data-testid="tier-next">
          You are on the highest tier.
        </p>
      )}
    </Card>
  );
}
