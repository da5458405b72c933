import type { Transaction } from '@app/contract';
import { ArrowRight, History } from 'lucide-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { paths } from '../../../../paths';
import { useRecentTransactions } from '../../api/get-transactions';
import { LoadError } from '../../../../components/ui/load-error';
import { useAfterStartup } from '../../../../lib/use-after-startup';
import { TransactionsSkeleton } from '../transactions/transactions-skeleton';

const TransactionsList = lazy(() =>
  import('../transactions/transactions-list').then((m) => ({ default: m.TransactionsList })),
);

/**
 * The rows, below the fold on a phone and on a laptop: their code is fetched once they have
 * painted as a skeleton and the browser is idle, after the first screen's (issue 12's budget for
 * the dashboard's initial JS).
 */
function RecentRows({ transactions }: { transactions: readonly Transaction[] }) {
  const started = useAfterStartup(0);
  const skeleton = <TransactionsSkeleton rows={transactions.length} />;
  if (!started) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <TransactionsList transactions={transactions} />
    </Suspense>
  );
}

/** The 5 newest transactions (spec §9) with a link to the full history. */
export function RecentTransactions() {
  const recent = useRecentTransactions();
  // Below the balance card: rendered in a background render once the data is in (DashboardPage).
  const data = useDeferredValue(recent.data);
  const { isError, refetch } = recent;
  return (
    <Card data-testid="recent-transactions" className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-5 dark:border-slate-800">
        <h2 className="font-semibold text-slate-900 dark:text-white">Recent Transactions</h2>
        <Link
          to={paths.transactions}
          data-testid="view-all-transactions"
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
        >
          View all
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {!data && isError ? (
        <div className="p-4">
          <LoadError message="We couldn't load your transactions." onRetry={() => void refetch()} />
        </div>
      ) : !data ? (
        <TransactionsSkeleton rows={3} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={<History className="size-7" aria-hidden />}
          title="No transactions yet"
          description="Deposits, sends and receipts will show up here."
          data-testid="transactions-empty"
        />
      ) : (
        <RecentRows transactions={data} />
      )}
    </Card>
  );
}
