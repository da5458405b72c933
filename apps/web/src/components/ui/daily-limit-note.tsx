import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { formatNgn } from '@app/contract';
import { useUserLimits } from '../../lib/user-limits';
import { paths } from '../../paths';

const box = 'flex items-start gap-2 rounded-xl px-3 py-2 text-sm';

/**
 * What is left of today's sending limit, shown on every form that sends money before the user
 * types an amount. Quiet when it cannot load: the server still enforces the limit.
 */
export function DailyLimitNote({ className = '' }: { className?: string }) {
  const limits = useUserLimits();
  if (limits.isPending) {
    // The note's shape with a typical line in it, unseen: it wraps as the note will at this width,
    // so nothing below moves when the note comes.
    return (
      <p
        role="status"
        aria-label="Loading your daily limit"
        className={`${box} animate-pulse bg-slate-200/80 text-transparent select-none dark:bg-slate-800 ${className}`}
      >
        <span className="mt-0.5 size-4 shrink-0" />
        <span aria-hidden>₦5,000,000.00 left to send today · Tier 3 limit ₦5,000,000.00 a day</span>
      </p>
    );
  }
  if (!limits.data) return null;
  const l = limits.data;
  const blocked = l.tier === 0 || l.left_today === '0.00';
  return (
    <p
      className={`${box} bg-slate-50 text-slate-700 ring-1 ring-slate-200 ring-inset dark:bg-slate-800/50 dark:text-slate-200 dark:ring-slate-700 ${className}`}
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
