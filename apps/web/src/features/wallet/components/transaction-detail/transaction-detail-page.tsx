import { isIncoming, offChainNetwork, totalDebited, type Transaction } from '@app/contract';
import { clsx } from 'clsx';
import { ArrowDownLeft, ArrowLeft, ArrowUpRight, ExternalLink, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { CopyButton } from '../../../../components/ui/copy-button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { isApiError } from '../../../../lib/api-client';
import { chainName } from '../../../../lib/chains';
import { formatDateTime, formatToken, formatUsd } from '../../../../lib/format';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { paths } from '../../../../paths';
import { useTransaction } from '../../api/get-transaction';
import { recipientOf, senderOf, transactionTypeLabel } from '../../lib/transaction-meta';
import { isInAppUrl } from '../shared/explorer-link';
import { LoadError } from '../../../../components/ui/load-error';
import { DetailRow as Row } from './detail-row';
import { TransactionDetailsRows } from './details-rows';
import { ReceiptActions } from './receipt-actions';
import { StatusBadge } from '../shared/status-badge';

function BackLink() {
  return (
    <Link
      to={paths.transactions}
      data-testid="transaction-back"
      className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:text-white"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to transactions
    </Link>
  );
}

/** An address in full (it is what people compare), or a tag / name as it is. */
function Party({ value }: { value: string }) {
  const isAddress = /^0x[0-9a-fA-F]{16,}$/.test(value);
  if (!isAddress) return <span className="break-words">{value}</span>;
  return (
    <span className="inline-flex max-w-full items-start gap-1 sm:justify-end">
      <code className="min-w-0 font-mono text-[13px] break-all">{value}</code>
      <CopyButton value={value} label="Copy address" />
    </span>
  );
}

function DetailCard({ tx }: { tx: Transaction }) {
  const incoming = isIncoming(tx.type);
  const total = totalDebited(tx);
  const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
  const onChain = tx.chain !== null;
  const externalExplorer = tx.explorer_url && !isInAppUrl(tx.explorer_url) ? tx.explorer_url : null;
  return (
    <Card data-testid="transaction-detail" data-id={tx.id} className="overflow-hidden">
      <div className="flex flex-col items-center border-b border-slate-100 px-5 py-7 text-center dark:border-slate-800">
        <span
          className={clsx(
            'flex size-12 items-center justify-center rounded-full',
            incoming
              ? 'bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400'
              : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
          )}
        >
          <Icon className="size-6" aria-hidden />
        </span>
        <p
          data-testid="transaction-detail-type"
          className="mt-3 text-sm font-semibold text-slate-600 dark:text-slate-300"
        >
          {transactionTypeLabel(tx.type)}
        </p>
        <p
          data-testid="transaction-detail-amount"
          className={clsx(
            'mt-1 text-3xl font-bold tracking-tight tabular-nums wrap-anywhere',
            incoming ? 'text-brand-600 dark:text-brand-400' : 'text-slate-900 dark:text-white',
          )}
        >
          {incoming ? '+' : '−'}
          {formatToken(tx.amount, tx.token_symbol, 18)}
        </p>
        <p
          data-testid="transaction-detail-usd"
          className="mt-1 text-sm text-slate-500 tabular-nums dark:text-slate-400"
        >
          ≈ {formatUsd(tx.usd_value)}
        </p>
        <div className="mt-3">
          <StatusBadge status={tx.status} />
        </div>
      </div>
      <dl className="divide-y divide-slate-100 px-5 dark:divide-slate-800">
        <Row label="Fee" testId="transaction-detail-fee">
          {formatToken(tx.fee, tx.token_symbol, 18)}
        </Row>
        {total !== null && (
          <Row label="Total" testId="transaction-detail-total">
            {formatToken(total, tx.token_symbol, 18)}
          </Row>
        )}
        <Row label="Date" testId="transaction-detail-date">
          <time dateTime={tx.timestamp}>{formatDateTime(tx.timestamp)}</time>
        </Row>
        <Row label="From" testId="transaction-detail-from">
          <Party value={senderOf(tx)} />
        </Row>
        <Row label="To" testId="transaction-detail-to">
          <Party value={recipientOf(tx)} />
        </Row>
        {tx.details && <TransactionDetailsRows details={tx.details} symbol={tx.token_symbol} />}
        <Row label="Network" testId="transaction-detail-chain">
          {tx.chain ? chainName(tx.chain) : offChainNetwork(tx.details)}
        </Row>
        <Row label={onChain ? 'Transaction hash' : 'Reference'} testId="transaction-detail-hash">
          <span className="inline-flex max-w-full items-start gap-1 sm:justify-end">
            <code className="min-w-0 font-mono text-[13px] break-all">{tx.tx_hash}</code>
            <CopyButton value={tx.tx_hash} label={onChain ? 'Copy transaction hash' : 'Copy reference'} />
          </span>
        </Row>
      </dl>
      {externalExplorer && (
        <div className="border-t border-slate-100 px-5 py-4 dark:border-slate-800">
          <a
            href={externalExplorer}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="explorer-link"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
          >
            View on block explorer
            <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      )}
      {tx.status === 'completed' && <ReceiptActions tx={tx} />}
      {tx.status === 'pending' && (
        <p
          data-testid="receipt-unavailable"
          className="border-t border-slate-100 px-5 py-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300"
        >
          A receipt will be available once this transaction completes.
        </p>
      )}
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <Card role="status" aria-label="Loading the transaction" className="p-5">
      <div className="flex flex-col items-center gap-3 py-4">
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-48" />
      </div>
      <div className="mt-4 space-y-4">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
    </Card>
  );
}

/** /transactions/:id: one transaction in full (also the devnet's "block explorer"). */
export function TransactionDetailPage() {
  useDocumentTitle('Transaction');
  const { id = '' } = useParams();
  const query = useTransaction(id);
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  let body;
  if (query.isPending) body = <DetailSkeleton />;
  else if (query.data) body = <DetailCard tx={query.data} />;
  else if (notFound)
    body = (
      <Card>
        <EmptyState
          icon={<SearchX className="size-7" aria-hidden />}
          title="Transaction not found"
          description="It may not exist, or it belongs to another account."
          data-testid="transaction-not-found"
        />
      </Card>
    );
  else body = <LoadError message="We couldn't load this transaction." onRetry={() => void query.refetch()} />;

  return (
    <div data-testid="transaction-detail-page" className="mx-auto max-w-2xl">
      <BackLink />
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white" data-testid="page-title">
        Transaction details
      </h1>
      {body}
    </div>
  );
}
