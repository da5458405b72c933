import { Landmark } from 'lucide-react';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatDateTime, formatNgn } from '../../../../lib/format';
import { usePayouts } from '../../api/get-payouts';
import { LoadError } from '../../../../components/ui/load-error';
import { payoutStatusCopy } from './payout-status-card';

/** The user's last few bank withdrawals and where each stands (live). */
export function RecentPayouts() {
  const payouts = usePayouts();
  const recent = (payouts.data ?? []).slice(0, 4);
  return (
    <Card className="p-4" data-testid="recent-payouts">
      <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">Recent bank withdrawals</h2>
      {payouts.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : payouts.isError ? (
        <LoadError message="We couldn't load your withdrawals." onRetry={() => void payouts.refetch()} />
      ) : recent.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No bank withdrawals yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {recent.map((p) => (
            <li
              key={p.id}
              className="flex items-center gap-3 py-2.5"
              data-testid="recent-payout"
              data-status={p.status}
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                <Landmark className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium break-words text-slate-900 dark:text-white">{p.account_name}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {p.bank_name} · {formatDateTime(p.created_at)}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="text-sm font-semibold tabular-nums text-slate-900 dark:text-white">
                  {formatNgn(p.amount)}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{payoutStatusCopy(p).title}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
