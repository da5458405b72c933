import type { Balance } from '@app/contract';
import { Coins, History } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../../components/ui/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TabPanel, Tabs } from '../../../../components/ui/tabs';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useExchangeBalances } from '../../api/get-balances';
import { usePortfolioTotals } from '../../api/get-summary';
import { LoadError } from '../../../../components/ui/load-error';
import { BalanceCard } from './balance-card';
import { ConversionHistory } from './conversion-history';
import { HubHeader } from './hub-header';
import { PortfolioAnalyticsDialog } from './portfolio-analytics-dialog';
import { QuickActions } from './quick-actions';
import { SwapAllDialog } from './swap-all-dialog';

type HubTab = 'balances' | 'history';

function HubSkeleton() {
  return (
    <div role="status" aria-label="Loading the hub" data-testid="hub-skeleton" className="space-y-5">
      <Skeleton className="h-44 w-full rounded-3xl" />
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-11 w-full rounded-xl" />
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/** The Multi-Currency Hub (spec §2): every balance with auto-convert, swap-all, conversion history, analytics. */
export function HubPage() {
  useDocumentTitle('Multi-Currency Hub');
  const balances = useExchangeBalances();
  const totals = usePortfolioTotals();
  const [tab, setTab] = useState<HubTab>('balances');
  const [swapAll, setSwapAll] = useState<Balance | null>(null);
  const [analytics, setAnalytics] = useState(false);

  let body;
  if (balances.isPending) body = <HubSkeleton />;
  else if (balances.isError && !balances.data)
    body = <LoadError message="We couldn't load your balances." onRetry={() => void balances.refetch()} />;
  else {
    const list = balances.data;
    body = (
      <div className="space-y-5 sm:space-y-6">
        {totals.isError && !totals.data && (
          <LoadError message="We couldn't load your portfolio value." onRetry={() => void totals.refetch()} />
        )}
        <HubHeader balances={list} summary={totals.data} />
        <QuickActions onAnalytics={() => setAnalytics(true)} />
        <Tabs<HubTab>
          label="Hub sections"
          value={tab}
          onValueChange={setTab}
          listClassName="mb-4"
          items={[
            { value: 'balances', label: 'Currency Balances', icon: Coins, testId: 'hub-tab-balances' },
            { value: 'history', label: 'Conversion History', icon: History, testId: 'hub-tab-history' },
          ]}
          hideIconsOnPhone
        >
          <TabPanel value="balances">
            <div data-testid="hub-balances" className="grid items-start gap-4 md:grid-cols-2 2xl:grid-cols-3">
              {list.map((b) => (
                <BalanceCard key={b.id} balance={b} onSwapAll={setSwapAll} />
              ))}
            </div>
          </TabPanel>
          <TabPanel value="history">
            <ConversionHistory />
          </TabPanel>
        </Tabs>
      </div>
    );
  }

  return (
    <div data-testid="hub-page">
      <PageHeader
        title="Multi-Currency Hub"
        description="Hold every currency, swap instantly and auto-convert to NGN."
      />
      {body}
      {swapAll && <SwapAllDialog balance={swapAll} onClose={() => setSwapAll(null)} />}
      {analytics && <PortfolioAnalyticsDialog onClose={() => setAnalytics(false)} />}
    </div>
  );
}
