import { Activity, CircleDollarSign, Download, Landmark, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { downloadFile } from '../../../../lib/csv';
import { formatUsd } from '../../../../lib/format';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAnalytics } from '../../api/get-analytics';
import { analyticsCsvFilename, analyticsToCsv } from '../../lib/analytics-csv';
import { StatCard } from '../shared/stat-card';
import { SolvencyTable } from './solvency-table';
import { UsersFeesChart, VolumeChart } from './volume-chart';

type Range = '7' | '30' | '90';

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-testid={testId}>
      <h2 className="mb-4 font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </Card>
  );
}

export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const [range, setRange] = useState<Range>('30');
  const analytics = useAnalytics(Number(range));
  const a = analytics.data;

  let body: ReactNode;
  if (analytics.isPending)
    body = (
      <div role="status" aria-label="Loading analytics" className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
        <Skeleton className="h-80" />
      </div>
    );
  else if (!a) body = <LoadError message="We couldn't load the analytics." onRetry={() => void analytics.refetch()} />;
  else
    body = (
      <div className="space-y-6" aria-busy={analytics.isFetching || undefined}>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            label={`Volume, last ${a.days} days`}
            value={formatUsd(a.totals.volume_usd)}
            icon={<Activity className="size-5" aria-hidden />}
            testId="analytics-volume"
          />
          <StatCard
            label="New users"
            value={a.totals.new_users.toLocaleString('en-US')}
            icon={<UserPlus className="size-5" aria-hidden />}
            testId="analytics-new-users"
          />
          <StatCard
            label="Fees"
            value={formatUsd(a.totals.fees_usd)}
            hint="Net of refunds, at today's prices"
            icon={<CircleDollarSign className="size-5" aria-hidden />}
            testId="analytics-fees"
          />
        </div>
        <Panel title="Volume by type (USD)" testId="analytics-volume-panel">
          <VolumeChart series={a.series} />
        </Panel>
        <Panel title="New users and fees" testId="analytics-users-panel">
          <UsersFeesChart series={a.series} />
        </Panel>
        <Panel title="Solvency" testId="analytics-solvency-panel">
          <p className="mb-3 flex items-start gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Landmark className="mt-0.5 size-4 shrink-0" aria-hidden />
            What users are owed (the sum of their balances) against what the platform holds outside its books: custody
            and hot-wallet balances on chain, and the naira float at the payout providers.
          </p>
          <SolvencyTable rows={a.solvency} />
        </Panel>
      </div>
    );

  return (
    <div data-testid="admin-analytics">
      <PageHeader
        title="Analytics"
        description="Volume, growth, fees and solvency, from live data."
        actions={
          <Button
            variant="outline"
            disabled={!a}
            leftIcon={<Download className="size-4" aria-hidden />}
            onClick={() => {
              if (!a) return;
              downloadFile(analyticsCsvFilename(a), analyticsToCsv(a));
              toast.success('Analytics exported');
            }}
            data-testid="analytics-export"
          >
            Export CSV
          </Button>
        }
      />
      <SegmentedControl<Range>
        label="Period"
        value={range}
        onChange={setRange}
        className="mb-6 max-w-xs"
        segments={[
          { value: '7', label: '7 days', testId: 'analytics-range-7' },
          { value: '30', label: '30 days', testId: 'analytics-range-30' },
          { value: '90', label: '90 days', testId: 'analytics-range-90' },
        ]}
      />
      {body}
    </div>
  );
}
