import { groupToken, type TransactionDetails } from '@app/contract';
import { CopyButton } from '../../../../components/ui/copy-button';
import { DetailRow } from './detail-row';

/**
 * The kind-specific lines of a transaction (swap legs, bill token, bank account, split shares).
 * Each kind renders its own rows; the server's `details` decides which.
 */
export function TransactionDetailsRows({ details }: { details: TransactionDetails }) {
  switch (details.kind) {
    case 'swap':
      return (
        <DetailRow label="Exchanged" testId="transaction-detail-swap">
          {details.from_amount} {details.from_symbol} → {details.to_amount} {details.to_symbol}
        </DetailRow>
      );
    case 'bill':
      return (
        <>
          <DetailRow label="Provider" testId="transaction-detail-biller">
            {details.provider_name} · {details.account_number}
          </DetailRow>
          <DetailRow label="Customer" testId="transaction-detail-customer">
            {details.customer_name ?? '—'}
          </DetailRow>
          {details.token && (
            <DetailRow label="Token" testId="transaction-detail-token">
              <span className="inline-flex items-center gap-1">
                <span className="font-mono text-base font-bold tracking-wide tabular-nums">
                  {groupToken(details.token)}
                </span>
                <CopyButton value={details.token} label="Copy token" />
              </span>
            </DetailRow>
          )}
          {details.units && (
            <DetailRow label="Units" testId="transaction-detail-units">
              {details.units}
            </DetailRow>
          )}
        </>
      );
    case 'payout':
      return (
        <DetailRow label="Bank account" testId="transaction-detail-bank">
          {details.account_name} · {details.bank_name} {details.account_number}
        </DetailRow>
      );
    case 'split':
      return (
        <DetailRow label="Split between" testId="transaction-detail-split">
          <ul className="space-y-0.5">
            {details.recipients.map((r) => (
              <li key={r.tag}>
                @{r.tag} <span className="text-slate-500 tabular-nums dark:text-slate-400">{r.amount}</span>
              </li>
            ))}
          </ul>
        </DetailRow>
      );
    case 'payment_request':
      return (
        <DetailRow label="Payment request" testId="transaction-detail-request">
          {details.note || 'A share of a split'}
        </DetailRow>
      );
  }
}
