import type { Transaction } from '@app/contract';
import { formatDateParts, formatDateTime } from '../../../../lib/format';
import { useMediaQuery, XL_QUERY } from '../../../../lib/use-media-query';
import { recipientOf, senderOf } from '../../lib/transaction-meta';
import { StatusBadge } from '../shared/status-badge';
import { ActionCell, AmountCell, PartyText, TypeCell } from './transaction-parts';
import { TableHead } from '../../../../components/ui/table-head';

const th =
  'px-2.5 py-3 first:pl-5 last:pr-5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';
const td = 'px-2.5 py-3.5 first:pl-5 last:pr-5 align-middle text-sm';

function DateStack({ iso }: { iso: string }) {
  const { date, time } = formatDateParts(iso);
  return (
    <time dateTime={iso} className="block">
      <span className="block text-slate-700 dark:text-slate-300">{date}</span>
      <span className="block text-xs">{time}</span>
    </time>
  );
}

function TransactionsTable({ transactions, showUser }: { transactions: readonly Transaction[]; showUser: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[46rem]">
        <TableHead
          className="border-b border-slate-100 dark:border-slate-800"
          cellClassName={th}
          columns={['Type', showUser && 'User', 'Amount', 'Sender', 'Recipient', 'Status', 'Date', 'Action']}
        />
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {transactions.map((tx) => (
            <tr
              key={tx.id}
              data-testid="transaction-row"
              data-type={tx.type}
              data-status={tx.status}
              className="transition-colors hover:bg-slate-50/70 dark:hover:bg-slate-800/40"
            >
              <td className={td}>
                <TypeCell tx={tx} />
              </td>
              {showUser && (
                <td className={td}>
                  <PartyText value={`@${tx.user_tag}`} />
                </td>
              )}
              <td className={td}>
                <AmountCell tx={tx} />
              </td>
              <td className={td}>
                <PartyText value={senderOf(tx)} />
              </td>
              <td className={td}>
                <PartyText value={recipientOf(tx)} />
              </td>
              <td className={td}>
                <StatusBadge status={tx.status} />
              </td>
              <td className={`${td} whitespace-nowrap text-slate-500 dark:text-slate-400`}>
                <DateStack iso={tx.timestamp} />
              </td>
              <td className={td}>
                <ActionCell tx={tx} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransactionCards({ transactions, showUser }: { transactions: readonly Transaction[]; showUser: boolean }) {
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {transactions.map((tx) => (
        <li
          key={tx.id}
          data-testid="transaction-row"
          data-type={tx.type}
          data-status={tx.status}
          className="px-4 py-3.5"
        >
          <div className="flex items-start justify-between gap-3">
            {/* The type wraps before the amount does. */}
            <TypeCell tx={tx} className="shrink-[4]" />
            <AmountCell tx={tx} align="right" />
          </div>
          {/* Two lists of div-wrapped dt/dd pairs (a div may wrap only one pair): who, then status · date · action. */}
          <div className="mt-2.5 space-y-1.5 pl-12 text-xs text-slate-500 dark:text-slate-400">
            <dl className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
              {showUser && (
                <div className="flex w-full gap-1.5">
                  <dt>User</dt>
                  <dd className="min-w-0">
                    <PartyText value={`@${tx.user_tag}`} />
                  </dd>
                </div>
              )}
              <div className="min-w-0">
                <dt className="sr-only">Sender</dt>
                <dd>
                  <PartyText value={senderOf(tx)} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="sr-only">Recipient</dt>
                <dd className="flex items-center gap-1.5">
                  <span aria-hidden>→</span>
                  <PartyText value={recipientOf(tx)} />
                </dd>
              </div>
            </dl>
            <dl className="flex flex-wrap items-center gap-2">
              <div>
                <dt className="sr-only">Status</dt>
                <dd>
                  <StatusBadge status={tx.status} />
                </dd>
              </div>
              <div>
                <dt className="sr-only">Date</dt>
                <dd>
                  <time dateTime={tx.timestamp}>{formatDateTime(tx.timestamp)}</time>
                </dd>
              </div>
              <div className="ml-auto">
                <dt className="sr-only">Action</dt>
                <dd>
                  <ActionCell tx={tx} />
                </dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §2 Transactions list: a table on large screens, cards on small ones. The table needs the
 * width of `xl` beside the side menu; below that its last columns would scroll out of sight.
 */
export function TransactionsList({
  transactions,
  showUser = false,
}: {
  transactions: readonly Transaction[];
  showUser?: boolean;
}) {
  const isDesktop = useMediaQuery(XL_QUERY);
  return isDesktop ? (
    <TransactionsTable transactions={transactions} showUser={showUser} />
  ) : (
    <TransactionCards transactions={transactions} showUser={showUser} />
  );
}
