import { History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useTransactionPages } from '../../api/get-transactions';
import type { TransactionFilters as Filters } from '../../api/query-keys';
import { LoadError } from '../../../../components/ui/load-error';
import { ExportCsvButton } from './export-csv-button';
import { filtersFromSearch, TransactionFilters } from './transaction-filters';
import { TransactionsList } from './transactions-list';
import { TransactionsSkeleton } from './transactions-skeleton';
import { LoadMore } from '../../../../components/ui/load-more';

export function TransactionsPage() {
  useDocumentTitle('Transactions');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const query = useTransactionPages(filters);
  const rows = query.data?.pages.flat() ?? [];
  const filtered = Object.keys(filters).length > 0;

  function onFilterChange(key: keyof Filters, value: string) {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div data-testid="transactions-page">
      <PageHeader
        title="Transactions"
        description="Every deposit, send and receipt on your account."
        actions={<ExportCsvButton filters={filters} disabled={query.isPending || rows.length === 0} />}
      />
      <Card className="overflow-hidden">
        <div className="border-b border-slate-100 p-4 sm:p-5 dark:border-slate-800">
          <TransactionFilters filters={filters} onChange={onFilterChange} />
        </div>
        {query.isPending ? (
          <TransactionsSkeleton rows={6} />
        ) : query.isError && rows.length === 0 ? (
          <div className="p-4">
            <LoadError message="We couldn't load your transactions." onRetry={() => void query.refetch()} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<History className="size-7" aria-hidden />}
            title={filtered ? 'No transactions match these filters' : 'No transactions yet'}
            description={
              filtered ? 'Try another type, status or asset.' : 'Deposits, sends and receipts will show up here.'
            }
            data-testid="transactions-empty"
          />
        ) : (
          <>
            <TransactionsList transactions={rows} />
            <LoadMore
              query={query}
              variant="secondary"
              data-testid="tx-load-more"
              end={
                <p data-testid="tx-end" className="text-xs text-slate-500 dark:text-slate-400">
                  Showing all {rows.length} transaction{rows.length === 1 ? '' : 's'}
                </p>
              }
            />
          </>
        )}
      </Card>
    </div>
  );
}
