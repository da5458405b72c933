import { useDeferredValue } from 'react';
import { useBalanceVisibility } from '../../../../lib/balance-visibility';
import { useCurrentUser } from '../../../../lib/session';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useBalances } from '../../api/get-balances';
import { useDashboardSummary } from '../../api/get-dashboard-summary';
import { largestToken } from '../../lib/allocation';
import { LoadError } from '../../../../components/ui/load-error';
import { AssetsList } from './assets-list';
import { RecentTransactions } from './recent-transactions';
import { StatCards } from './stat-cards';
import { TotalBalanceCard } from './total-balance-card';

/**
 * On a phone these sections start below the first screen: the browser skips their style, layout
 * and paint until they come near the viewport (a guessed height holds their place until then, and
 * their real one once seen). They stay in the page and the accessibility tree.
 */
const belowTheFold = '[content-visibility:auto] [contain-intrinsic-size:auto_640px] [overflow-clip-margin:16px]';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useCurrentUser();
  const { visible, toggle } = useBalanceVisibility();
  const summary = useDashboardSummary();
  const balances = useBalances();
  // The balance card (the screen's largest paint) renders as soon as its data is in; the parts
  // below it take their data in a background render React slices, so no long task blocks a tap.
  const laterSummary = useDeferredValue(summary.data);
  const laterBalances = useDeferredValue(balances.data);
  const summaryFailed = summary.isError && !summary.data;

  return (
    <div data-testid="dashboard" className="space-y-5 sm:space-y-6">
      <h1 data-testid="page-title" className="sr-only">
        Dashboard
      </h1>
      {summaryFailed && (
        <LoadError message="We couldn't load your balance summary." onRetry={() => void summary.refetch()} />
      )}
      <TotalBalanceCard
        summary={summary.data}
        tag={user.tag}
        visible={visible}
        onToggleVisible={toggle}
        swapFrom={largestToken(balances.data)}
        failed={summaryFailed}
      />
      <StatCards summary={laterSummary} balances={laterBalances} visible={visible} failed={summaryFailed} />
      <div className="grid gap-5 sm:gap-6 2xl:grid-cols-5">
        <div className={`2xl:col-span-2 ${belowTheFold}`}>
          <AssetsList
            balances={laterBalances}
            isPending={!laterBalances && !balances.isError}
            isError={balances.isError}
            onRetry={() => void balances.refetch()}
            visible={visible}
            kycStatus={user.kyc_status}
          />
        </div>
        <div className={`min-w-0 2xl:col-span-3 ${belowTheFold}`}>
          <RecentTransactions />
        </div>
      </div>
    </div>
  );
}
