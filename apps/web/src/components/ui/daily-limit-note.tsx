import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { formatNgn } from '@app/contract';
import { useUserLimits } from '../../lib/user-limits';
import { paths } from '../../paths';
import { Skeleton } from './skeleton';

/**
 * What is left of today's sending limit, shown on every form that sends money before the user
 * types an amount. Quiet when it cannot load: the server still enforces the limit.
 */
export function DailyLimitNote({ className = '' }: { className?: string }) {
  const limits = useUserLimits();
  if (limits.isPending) {
    return (
      <div role="status" aria-label="Loading your daily limit" className={className}>
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (!limits.data) return null;
  const l = limits.data;
  const blocked = l.tier === 0 || l.left_today === '0.00';
  return (
    <p
      className={`flex items-start gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset dark:bg-slate-800/50 dark:text-slate-200 dark:ring-slate-700 ${className}`}
      data-testid="daily-limit-note"
    >
      <Gauge className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
      {l.tier === 0 ? (
        <span>
          Verify your identity to send money.{' '}
          <Link to={paths.kyc} className="font-semibold text-brand-700 underline dark:text-brand-300">
            Go to Verification
          </Link>
        </span>
      ) : (
        <span>
          <strong className={blocked ? 'text-red-700 dark:text-red-300' : undefined} data-testid="daily-limit-left">
            {formatNgn(l.left_today)}
          </strong>{' '}
          left to send today · Tier {l.tier} limit {formatNgn(l.daily_limit)} a day
        </span>
      )}
    </p>
  );
}
