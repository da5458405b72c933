import { groupToken, type BillPayment, type BillPaymentStatus } from '@app/contract';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime, formatNgn } from '../../../lib/format';
import { LoadError } from '../../../components/ui/load-error';
import { useBillPayments } from '../api/get-payments';
import { categoryIcons } from '../lib/category-icons';
import { transactionPath } from '../../../paths';

const statusTone: Record<BillPaymentStatus, BadgeTone> = { delivered: 'green', pending: 'amber', failed: 'red' };
const statusText: Record<BillPaymentStatus, string> = { delivered: 'Delivered', pending: 'Pending', failed: 'Failed' };

function Row({ payment }: { payment: BillPayment }) {
  const Icon = categoryIcons[payment.category];
  return (
    <li className="py-3" data-testid="bills-recent-item" data-status={payment.status}>
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <Icon className="size-4.5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <Link
              to={transactionPath(payment.transaction_id)}
              className="rounded font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-white"
            >
              {payment.provider_name} · {payment.account_number}
            </Link>
            <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {formatNgn(payment.amount)}
            </span>
          </div>
          <div className="mt-0.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
            <span>{formatDateTime(payment.created_at)}</span>
            <Badge tone={statusTone[payment.status]} data-testid="bills-recent-status">
              {statusText[payment.status]}
            </Badge>
          </div>
          {payment.token && (
            <div className="mt-1.5 flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
              <span>Token</span>
              <span className="font-mono font-semibold tabular-nums" data-testid="bills-recent-token">
                {groupToken(payment.token)}
              </span>
              <CopyButton value={payment.token} label="Copy token" />
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

/** The user's latest bill payments; a pending one turns delivered or failed live. */
export function RecentBills() {
  const payments = useBillPayments();
  let body;
  if (payments.isPending) {
    body = (
      <div role="status" aria-label="Loading your bill payments" className="space-y-3 py-3">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (payments.isError && !payments.data) {
    body = <LoadError message="We couldn't load your bill payments." onRetry={() => void payments.refetch()} />;
  } else if (!payments.data.length) {
    body = (
      <EmptyState
        icon={<Receipt className="size-7" aria-hidden />}
        title="No bill payments yet"
        description="Your electricity tokens and receipts will show up here."
        data-testid="bills-recent-empty"
      />
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="bills-recent-list">
        {payments.data.map((p) => (
          <Row key={p.id} payment={p} />
        ))}
      </ul>
    );
  }
  return (
    <Card className="p-4 sm:p-6" data-testid="bills-recent">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">Recent payments</h2>
      {body}
    </Card>
  );
}
