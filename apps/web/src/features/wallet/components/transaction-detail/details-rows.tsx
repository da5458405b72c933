import { groupToken, type PayoutStatus, type TransactionDetails } from '@app/contract';
import { CopyButton } from '../../../../components/ui/copy-button';
import { formatDecimal, formatNgn, formatToken } from '../../../../lib/format';
import { DetailRow } from './detail-row';

/** A rate with a readable number of digits: 5,373,032.4 or 0.000186. */
function rateText(rate: string): string {
  const leadingZeros = /^0\.(0*)/.exec(rate)?.[1]?.length;
  return formatDecimal(rate, { maxFraction: leadingZeros === undefined ? 2 : Math.min(18, leadingZeros + 4) });
}

const payoutStatusLabels: Record<PayoutStatus, string> = {
  requires_approval: 'Awaiting approval',
  pending: 'Queued',
  processing: 'Sending to the bank',
  completed: 'Paid',
  failed: 'Failed, refunded',
  reversed: 'Returned by the bank, refunded',
};

/**
 * The kind-specific lines of a transaction (swap legs, bill token, bank account, split shares).
 * Each kind renders its own rows; the server's `details` decides which.
 */
export function TransactionDetailsRows({
  details,
  symbol,
}: {
  details: TransactionDetails;
  /** The transaction's asset: split shares are amounts of it. */
  symbol: string;
}) {
  switch (details.kind) {
    case 'swap':
      return (
        <>
          <DetailRow label="Paid" testId="transaction-detail-swap-paid">
            {formatToken(details.from_amount, details.from_symbol, 18)}
          </DetailRow>
          <DetailRow label="Received" testId="transaction-detail-swap-received">
            {formatToken(details.to_amount, details.to_symbol, 18)}
          </DetailRow>
          <DetailRow label="Rate" testId="transaction-detail-swap-rate">
            1 {details.from_symbol} = {rateText(details.rate)} {details.to_symbol}
          </DetailRow>
          <DetailRow label="Swap" testId="transaction-detail-swap-trigger">
            {details.trigger === 'auto' ? 'Auto-convert to NGN' : 'Instant Swap'}
          </DetailRow>
        </>
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
        <>
          <DetailRow label="Bank account" testId="transaction-detail-bank">
            {details.account_name} · {details.bank_name} {details.account_number}
          </DetailRow>
          <DetailRow
            label={details.payout_status === 'completed' ? 'Paid out' : 'To the bank'}
            testId="transaction-detail-payout-amount"
          >
            {formatNgn(details.ngn_amount)}
          </DetailRow>
          <DetailRow label="Payout status" testId="transaction-detail-payout-status">
            {payoutStatusLabels[details.payout_status]}
          </DetailRow>
        </>
      );
    case 'split':
      return (
        <DetailRow label="Split between" testId="transaction-detail-split">
          <ul className="space-y-0.5">
            {details.recipients.map((r) => (
              <li key={r.tag}>
                @{r.tag}{' '}
                <span className="text-slate-500 tabular-nums dark:text-slate-400">
                  {formatToken(r.amount, symbol, 18)}
                </span>
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
