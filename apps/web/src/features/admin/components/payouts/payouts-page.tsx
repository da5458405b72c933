import { payoutMessages, payoutStatus, type AdminPayout, type PayoutStatus } from '@app/contract';
import { Banknote, Search } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { SelectField } from '../../../../components/ui/select-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAdminPayouts } from '../../api/get-payouts';
import { usePayoutDecision } from '../../api/payout-decision';
import { ReasonDialog } from '../shared/reason-dialog';
import { PayoutRows } from './payout-rows';
import { PayoutStats } from './payout-stats';

const statusFilter = [
  { value: '', label: 'All' },
  { value: 'requires_approval', label: 'Needs approval' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
  { value: 'reversed', label: 'Reversed' },
];

export function PayoutsPage() {
  useDocumentTitle('NGN Payouts');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [rejecting, setRejecting] = useState<AdminPayout | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const filters = { ...(q ? { q } : {}), ...(status ? { status: payoutStatus.parse(status) as PayoutStatus } : {}) };
  const payouts = useAdminPayouts(filters);
  const decision = usePayoutDecision();

  const approve = (p: AdminPayout) =>
    decision.mutate(
      { kind: 'approve', id: p.id },
      {
        onSuccess: () => toast.success(payoutMessages.approved),
        onError: (e) => toast.error(errorMessage(e, 'Could not approve the payout.')),
      },
    );

  let body;
  if (payouts.isPending)
    body = (
      <div role="status" aria-label="Loading payouts" className="space-y-3 p-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  else if (payouts.isError && !payouts.data)
    body = <LoadError className="m-4" message="We couldn't load the payouts." onRetry={() => void payouts.refetch()} />;
  else if (!payouts.data.length)
    body = (
      <EmptyState
        icon={<Banknote className="size-7" aria-hidden />}
        title="No payouts match"
        description="Try another search or status."
        data-testid="payouts-empty"
      />
    );
  else
    body = (
      <PayoutRows
        rows={payouts.data}
        onApprove={approve}
        onReject={setRejecting}
        deciding={decision.isPending ? decision.variables?.id : undefined}
      />
    );

  return (
    <div data-testid="admin-payouts">
      <PageHeader title="NGN Payouts" description="Review, approve and follow cash-outs to Nigerian bank accounts." />
      <PayoutStats />
      <Card className="mb-4 grid gap-3 p-4 sm:grid-cols-[1fr_14rem]">
        <TextField
          label="Search by tag or payout ID"
          type="search"
          placeholder="@tag, payout id or reference"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          leading={<Search className="size-4.5" aria-hidden />}
          data-testid="payouts-search"
        />
        <SelectField
          label="Status"
          options={statusFilter}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          selectClassName="h-12"
          data-testid="payouts-status-filter"
        />
      </Card>
      <Card className="overflow-hidden">{body}</Card>
      <ReasonDialog
        open={rejecting !== null}
        title="Reject payout"
        description={rejecting ? `@${rejecting.tag} gets the full amount and fees back, and sees this reason.` : ''}
        confirmLabel="Reject payout"
        pending={decision.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason, fail) =>
          decision.mutate(
            { kind: 'reject', id: rejecting!.id, reason },
            {
              onSuccess: () => {
                setRejecting(null);
                toast.error(payoutMessages.rejected);
              },
              onError: fail,
            },
          )
        }
        testId="reject-payout-dialog"
      />
    </div>
  );
}
