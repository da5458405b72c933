import type { Transaction } from '@app/contract';
import { formatDateTime, formatToken, formatUsd } from '../../../../lib/format';
import { Badge } from './badge';
import { TableHead } from '../../../../components/ui/table-head';

const typeLabels: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer_in: 'Received',
  transfer_out: 'Sent',
  swap: 'Swap',
  bill: 'Bill',
  split: 'Split',
};
const statusTone = (s: string) => (s === 'completed' ? 'green' : s === 'pending' ? 'amber' : 'red');

/** Transactions with the user column (spec: Transactions list, admin variant): a table on wide screens, cards on phones. */
export function AdminTransactions({ rows, showUser = true }: { rows: Transaction[]; showUser?: boolean }) {
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden dark:divide-slate-800" data-testid="admin-transactions-cards">
        {rows.map((tx) => (
          <li key={tx.id} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900 dark:text-white">
                {typeLabels[tx.type] ?? tx.type}
                {showUser && <span className="font-normal text-slate-500 dark:text-slate-400"> · @{tx.user_tag}</span>}
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(tx.timestamp)}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="text-sm font-semibold tabular-nums text-slate-900 dark:text-white">
                {formatToken(tx.amount, tx.token_symbol, 6)}
              </p>
              <Badge tone={statusTone(tx.status)}>{tx.status}</Badge>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" data-testid="admin-transactions-table">
          <TableHead
            className="text-xs text-slate-500 uppercase dark:text-slate-400"
            cellClassName="py-2 pr-3 font-semibold last:pr-0"
            columns={['Type', showUser && 'User', 'Amount', 'Value', 'Status', 'Date']}
          />
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((tx) => (
              <tr key={tx.id} data-testid="admin-transaction-row">
                <td className="py-2.5 pr-3 font-medium text-slate-900 dark:text-white">
                  {typeLabels[tx.type] ?? tx.type}
                </td>
                {showUser && <td className="py-2.5 pr-3 text-slate-700 dark:text-slate-300">@{tx.user_tag}</td>}
                <td className="py-2.5 pr-3 whitespace-nowrap tabular-nums text-slate-900 dark:text-white">
                  {formatToken(tx.amount, tx.token_symbol, 6)}
                </td>
                <td className="py-2.5 pr-3 tabular-nums text-slate-600 dark:text-slate-300">
                  {formatUsd(tx.usd_value)}
                </td>
                <td className="py-2.5 pr-3">
                  <Badge tone={statusTone(tx.status)}>{tx.status}</Badge>
                </td>
                <td className="py-2.5 whitespace-nowrap text-slate-600 dark:text-slate-300">
                  {formatDateTime(tx.timestamp)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
