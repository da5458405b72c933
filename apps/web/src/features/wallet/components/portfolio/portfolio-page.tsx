import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { SelectField } from '../../../../components/ui/select-field';
import { useBalanceVisibility } from '../../../../lib/balance-visibility';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useBalances } from '../../api/get-balances';
import { useDashboardSummary } from '../../api/get-dashboard-summary';
import { allocation, hasBalance } from '../../lib/allocation';
import { LoadError } from '../../../../components/ui/load-error';
import { AllocationList } from './allocation-list';
import { AssetCard } from './asset-card';
import { PortfolioHero } from './portfolio-hero';
import { PortfolioSkeleton } from './portfolio-skeleton';

const ALL = 'all';

export function PortfolioPage() {
  useDocumentTitle('Assets');
  const balances = useBalances();
  const summary = useDashboardSummary();
  const { visible, toggle } = useBalanceVisibility();
  const [filter, setFilter] = useState(ALL);

  const list = useMemo(() => balances.data ?? [], [balances.data]);
  const entries = useMemo(() => allocation(list), [list]);
  const tokenNames = useMemo(() => [...new Set(list.map((b) => b.token_name))], [list]);
  const shown = filter === ALL ? entries : entries.filter((e) => e.balance.token_name === filter);

  const header = <PageHeader title="Assets" description="Your portfolio across every token and chain." />;
  if (balances.isPending) {
    return (
      <div>
        {header}
        <PortfolioSkeleton />
      </div>
    );
  }
  if (balances.isError && !balances.data) {
    return (
      <div>
        {header}
        <LoadError message="We couldn't load your portfolio." onRetry={() => void balances.refetch()} />
      </div>
    );
  }

  return (
    <div data-testid="portfolio" className="space-y-6">
      {header}
      {summary.isError && !summary.data && (
        <LoadError message="We couldn't load your portfolio value." onRetry={() => void summary.refetch()} />
      )}
      <PortfolioHero
        summary={summary.data}
        activeAssets={list.filter(hasBalance).length}
        visible={visible}
        onToggleVisible={toggle}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <section aria-labelledby="assets-heading" className="min-w-0 space-y-4 xl:col-span-2">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="assets-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
                Holdings
              </h2>
              <p data-testid="asset-filter-count" className="text-sm text-slate-500 dark:text-slate-400">
                {shown.length} of {entries.length} assets
              </p>
            </div>
            <SelectField
              label="Filter by token"
              hideLabel
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              data-testid="asset-filter"
              className="sm:w-56"
              options={[{ value: ALL, label: 'All Chains' }, ...tokenNames.map((n) => ({ value: n, label: n }))]}
            />
          </div>
          {shown.length === 0 ? (
            <Card>
              <EmptyState
                icon={<SearchX className="size-7" aria-hidden />}
                title="No assets found for this filter"
                data-testid="assets-filter-empty"
              />
            </Card>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {shown.map((e) => (
                <AssetCard key={e.balance.id} balance={e.balance} percent={e.percent} visible={visible} />
              ))}
            </div>
          )}
        </section>
        <div className="min-w-0">
          <AllocationList entries={entries} />
        </div>
      </div>
    </div>
  );
}
