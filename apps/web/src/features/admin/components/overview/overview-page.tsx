import type { AdminOverview } from '@app/contract';
import { clsx } from 'clsx';
import { Activity, Blocks, CircleDollarSign, Gauge, ScrollText, Trophy, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../paths';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatNgn, formatToken, formatUsd } from '../../../../lib/format';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useOverview } from '../../api/get-overview';
import { AdminTransactions } from '../shared/admin-transactions';
import { Badge } from '../shared/badge';
import { StatCard } from '../shared/stat-card';

function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d ? `${d}d ${h}h` : h ? `${h}h ${m}m` : `${m}m ${seconds % 60}s`;
}

const ms = (v: number | null) => (v === null ? '—' : `${v} ms`);

function Section({
  title,
  icon,
  children,
  testId,
  className,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <Card className={clsx('min-w-0 p-4 sm:p-5', className)} data-testid={testId}>
      <h2 className="mb-4 flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <span className="text-brand-600 dark:text-brand-400">{icon}</span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Health({ o }: { o: AdminOverview }) {
  const rows: [string, string, string][] = [
    ['Uptime', uptime(o.health.uptime_seconds), 'overview-uptime'],
    ['Response time (p50)', ms(o.health.latency_p50_ms), 'overview-p50'],
    ['Response time (p99)', ms(o.health.latency_p99_ms), 'overview-p99'],
    ['Transactions today', o.health.transactions_today.toLocaleString('en-US'), 'overview-today'],
  ];
  return (
    <Section title="System Health" icon={<Gauge className="size-5" aria-hidden />} testId="overview-health">
      <dl className="space-y-3 text-sm">
        {rows.map(([label, value, id]) => (
          <div key={label} className="flex items-center justify-between gap-3">
            <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900 dark:text-white" data-testid={id}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
        Latency over the last 5 minutes ({o.health.requests_5m.toLocaleString('en-US')} requests), measured by this
        server instance ({o.health.instance}).
      </p>
    </Section>
  );
}

function Chains({ o }: { o: AdminOverview }) {
  return (
    <Section title="Blockchain Status" icon={<Blocks className="size-5" aria-hidden />} testId="overview-chains">
      <ul className="space-y-3">
        {o.chains.map((c) => (
          <li
            key={c.chain}
            className="flex items-center justify-between gap-3 text-sm"
            data-testid={`chain-${c.chain}`}
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">{c.name}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {c.block_height
                  ? `Block ${Number(c.block_height).toLocaleString('en-US')} · lag ${c.lag}`
                  : 'Not connected'}
              </p>
            </div>
            <Badge tone={c.status === 'healthy' ? 'green' : c.status === 'syncing' ? 'amber' : 'gray'}>
              {c.status === 'offline' ? 'offline' : c.status}
            </Badge>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-label="Loading the overview" className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}

export function OverviewPage() {
  useDocumentTitle('Overview');
  const overview = useOverview();
  const o = overview.data;
  let body: ReactNode;
  if (overview.isPending) body = <OverviewSkeleton />;
  else if (!o) body = <LoadError message="We couldn't load the overview." onRetry={() => void overview.refetch()} />;
  else
    body = (
      <div className="space-y-6">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <StatCard
            label="Total Users"
            value={o.stats.total_users.toLocaleString('en-US')}
            icon={<Users className="size-5" aria-hidden />}
            testId="stat-users"
          />
          <StatCard
            label="Total Volume"
            value={formatUsd(o.stats.total_volume_usd)}
            icon={<Activity className="size-5" aria-hidden />}
            testId="stat-volume"
          />
          <StatCard
            label="Platform Fees"
            value={formatUsd(o.stats.platform_fees_usd)}
            hint={
              o.stats.fees_by_asset
                .filter((f) => f.amount !== '0')
                .map((f) => (f.asset === 'NGN' ? formatNgn(f.amount) : formatToken(f.amount, f.asset, 6)))
                .join(' · ') || 'No fees yet'
            }
            icon={<CircleDollarSign className="size-5" aria-hidden />}
            testId="stat-fees"
          />
          <StatCard
            label="Active Users (30d)"
            value={o.stats.active_users_30d.toLocaleString('en-US')}
            icon={<Wallet className="size-5" aria-hidden />}
            testId="stat-active"
          />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <Health o={o} />
          <Chains o={o} />
        </div>
        <div className="grid gap-6 2xl:grid-cols-3">
          <Section
            title="Latest Transactions"
            icon={<Activity className="size-5" aria-hidden />}
            testId="overview-transactions"
            className="2xl:col-span-2"
          >
            {o.latest_transactions.length ? (
              <AdminTransactions rows={o.latest_transactions} />
            ) : (
              <EmptyState title="No transactions yet" />
            )}
          </Section>
          <Section
            title="Top Users by Volume"
            icon={<Trophy className="size-5" aria-hidden />}
            testId="overview-top-users"
          >
            {o.top_users.length ? (
              <ol className="space-y-3">
                {o.top_users.map((u, i) => (
                  <li key={u.id} className="flex items-center gap-3 text-sm">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                      {i + 1}
                    </span>
                    <span className="min-w-0 flex-1 font-medium break-all text-slate-900 dark:text-white">
                      @{u.tag}
                    </span>
                    <span className="text-right">
                      <span className="block font-semibold tabular-nums text-slate-900 dark:text-white">
                        {formatUsd(u.volume_usd)}
                      </span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {u.transactions} transaction{u.transactions === 1 ? '' : 's'}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-500 dark:text-slate-400">No volume yet.</p>
            )}
          </Section>
        </div>
      </div>
    );
  return (
    <div data-testid="admin-overview">
      <PageHeader
        title="Overview"
        description="Platform volume, users and system health, from live data."
        actions={
          // The audit log has no menu entry (the admin menu must fit beside the help box): it opens from here.
          <Link
            to={paths.admin.audit}
            className="inline-flex h-11 items-center gap-2 rounded-xl bg-white px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800"
            data-testid="overview-audit-link"
          >
            <ScrollText className="size-4" aria-hidden />
            Audit log
          </Link>
        }
      />
      {body}
    </div>
  );
}
