import type { PaymentRequest } from '@app/contract';
import { HandCoins, Split, Wallet } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useFocusAfterPaint } from '../../../lib/focus';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSplitBalances } from '../api/get-balances';
import { usePaymentRequest, usePaymentRequests } from '../api/get-payment-requests';
import { RequestStatusCard } from './request-status-card';
import { RequestsView } from './requests-view';
import { SplitBuilder } from './split-builder';

type Tab = 'new' | 'requests';

function BuilderSkeleton() {
  return (
    <div role="status" aria-label="Loading your balances" className="space-y-5">
      <Skeleton className="h-10 w-56" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** Collect mode ends here: each person's status, updated live as they pay or decline. */
function CollectStatus({ created, onNew }: { created: PaymentRequest; onNew: () => void }) {
  const live = usePaymentRequest(created.id, created);
  // It replaces the form whose button was pressed: focus comes here rather than falling to <body>.
  const ref = useRef<HTMLDivElement>(null);
  useFocusAfterPaint(() => ref.current?.focus(), true);
  return (
    <div ref={ref} tabIndex={-1} className="space-y-4 focus:outline-none" data-testid="split-collect-status">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Requests sent. Each person was notified; this updates as they pay or decline.
      </p>
      <RequestStatusCard request={live.data ?? created} />
      <Button variant="outline" onClick={onNew} data-testid="split-new">
        Start a new split
      </Button>
    </div>
  );
}

export function SplitPage() {
  useDocumentTitle('Split Payment');
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'requests' ? 'requests' : 'new';
  const balances = useSplitBalances();
  const waiting = usePaymentRequests({ direction: 'received', status: 'pending' });
  const [created, setCreated] = useState<PaymentRequest | null>(null);
  const pendingCount = waiting.data?.length ?? 0;

  let builder;
  if (created) builder = <CollectStatus created={created} onNew={() => setCreated(null)} />;
  else if (balances.isPending) builder = <BuilderSkeleton />;
  else if (balances.isError && !balances.data)
    builder = <LoadError message="We couldn't load your balances." onRetry={() => void balances.refetch()} />;
  else if (!balances.data.length)
    builder = (
      <EmptyState icon={<Wallet className="size-7" aria-hidden />} title="No balances yet" data-testid="split-empty" />
    );
  else builder = <SplitBuilder balances={balances.data} onRequested={setCreated} />;

  return (
    <div data-testid="split-page">
      <PageHeader
        title="Split Payment"
        description="Share a payment between friends by amount or percentage, or collect their shares."
      />
      <Card className="p-4 sm:p-6">
        <Tabs<Tab>
          label="Split payment"
          value={tab}
          onValueChange={(next) => setSearch(next === 'requests' ? { tab: 'requests' } : {}, { replace: true })}
          listClassName="mb-6"
          items={[
            { value: 'new', label: 'New split', icon: Split, testId: 'split-tab-new' },
            {
              value: 'requests',
              label: pendingCount ? `Requests (${pendingCount})` : 'Requests',
              icon: HandCoins,
              testId: 'split-tab-requests',
            },
          ]}
        >
          <TabPanel value={tab}>{tab === 'new' ? builder : <RequestsView />}</TabPanel>
        </Tabs>
      </Card>
    </div>
  );
}
