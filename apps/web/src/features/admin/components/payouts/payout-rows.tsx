import type { AdminPayout } from '@app/contract';
import { Check, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { formatDateTime, formatNgn, formatToken } from '../../../../lib/format';
import { payoutLabels, providerLabel } from '../../lib/labels';
import { Badge } from '../shared/badge';
import { TableHead } from '../../../../components/ui/table-head';

function Actions({
  p,
  onApprove,
  onReject,
  deciding,
}: {
  p: AdminPayout;
  onApprove: (p: AdminPayout) => void;
  onReject: (p: AdminPayout) => void;
  deciding: boolean;
}) {
  return (
    <div className="space-y-1.5">
      {p.status === 'requires_approval' && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            leftIcon={<Check className="size-4" aria-hidden />}
            loading={deciding}
            loadingText="Approving..."
            onClick={() => onApprove(p)}
            data-testid="payout-approve"
            aria-label={`Approve payout ${p.reference}`}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="danger"
            leftIcon={<X className="size-4" aria-hidden />}
            onClick={() => onReject(p)}
            data-testid="payout-reject"
            aria-label={`Reject payout ${p.reference}`}
          >
            Reject
          </Button>
        </div>
      )}
      {p.approvals_required > 1 && p.status === 'requires_approval' && (
        <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="payout-approvals-progress">
          {p.approvals.length} of {p.approvals_required} approvals
        </p>
      )}
      {p.approved_by && (
        <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="payout-approved-by">
          Approved by {p.approved_by}
        </p>
      )}
      {p.failure_reason && (p.status === 'failed' || p.status === 'reversed') && (
        <p className="text-xs break-words text-red-700 dark:text-red-300">{p.failure_reason}</p>
      )}
    </div>
  );
}

const Kyc = ({ p }: { p: AdminPayout }) => (
  <Badge tone={p.kyc_verified ? 'green' : 'gray'}>{p.kyc_verified ? 'KYC ✓' : 'No KYC'}</Badge>
);

/** The payouts list (spec: Admin Payouts table): a table on wide screens, cards on phones. */
export function PayoutRows({
  rows,
  onApprove,
  onReject,
  deciding,
}: {
  rows: AdminPayout[];
  onApprove: (p: AdminPayout) => void;
  onReject: (p: AdminPayout) => void;
  deciding: string | undefined;
}) {
  return (
    <>
      <ul className="divide-y divide-slate-100 lg:hidden dark:divide-slate-800">
        {rows.map((p) => (
          <li key={p.id} className="space-y-2 p-4" data-testid="payout-card" data-status={p.status}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-all text-slate-900 dark:text-white">@{p.tag}</p>
                <Kyc p={p} />
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold tabular-nums text-slate-900 dark:text-white">{formatNgn(p.amount)}</p>
                <Badge tone={payoutLabels[p.status].tone}>{payoutLabels[p.status].label}</Badge>
              </div>
            </div>
            <p className="text-sm break-words text-slate-600 dark:text-slate-300">
              {p.bank_account} · {p.account_name}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <span className="block font-mono break-all">{p.reference}</span>
              {providerLabel(p.provider)} · {formatDateTime(p.timestamp)}
            </p>
            <Actions p={p} onApprove={onApprove} onReject={onReject} deciding={deciding === p.id} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm" data-testid="payouts-table">
          <TableHead
            className="border-b border-slate-100 text-xs text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400"
            cellClassName="px-4 py-3 font-semibold"
            columns={['Payout', 'User', 'Amount', 'Bank account', 'Status', 'Actions']}
          />
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((p) => (
              <tr
                key={p.id}
                data-testid="payout-row"
                data-status={p.status}
                data-reference={p.reference}
                className="align-top"
              >
                <td className="px-4 py-3">
                  <p className="font-mono text-xs text-slate-700 dark:text-slate-200" title={p.reference}>
                    {p.reference.slice(0, 11)}…
                  </p>
                  <p className="mt-0.5 text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
                    {formatDateTime(p.timestamp)}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <p className="font-semibold text-slate-900 dark:text-white">@{p.tag}</p>
                  <Kyc p={p} />
                </td>
                <td className="px-4 py-3">
                  <p className="font-semibold whitespace-nowrap tabular-nums text-slate-900 dark:text-white">
                    {formatNgn(p.amount)}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {p.source_symbol !== 'NGN' && `${formatToken(p.source_amount, p.source_symbol, 6)} · `}
                    {providerLabel(p.provider)}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <p className="text-slate-900 dark:text-white">{p.bank_account}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{p.account_name}</p>
                </td>
                <td className="px-4 py-3">
                  <Badge tone={payoutLabels[p.status].tone} testId="payout-status-badge">
                    {payoutLabels[p.status].label}
                  </Badge>
                </td>
                <td className="px-4 py-3">
                  <Actions p={p} onApprove={onApprove} onReject={onReject} deciding={deciding === p.id} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
