import { isIncoming, type Transaction } from '@app/contract';
import { clsx } from 'clsx';
import { ArrowDownLeft, ArrowUpRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { CopyButton } from '../../../../components/ui/copy-button';
import { breakAfterCommas } from '../../../../components/ui/fit-amount';
import { formatToken, formatUsd, shortenAddress } from '../../../../lib/format';
import { transactionPath } from '../../../../paths';
import { transactionTypeLabel } from '../../lib/transaction-meta';
import { ExplorerLink, isInAppUrl } from '../shared/explorer-link';

export function TypeCell({ tx, className }: { tx: Transaction; className?: string }) {
  const incoming = isIncoming(tx.type);
  const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
  return (
    <span className={clsx('flex items-center gap-3', className)}>
      <span
        className={clsx(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          incoming
            ? 'bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400'
            : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
        )}
      >
        <Icon className="size-4.5" aria-hidden />
      </span>
      <span className="min-w-0">
        {/* The type opens the transaction's page: its details and its receipt. */}
        <Link
          to={transactionPath(tx.id)}
          data-testid="transaction-type"
          className="block rounded-sm font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-white"
        >
          {transactionTypeLabel(tx.type)}
        </Link>
        <span data-testid="transaction-assets" className="block text-xs text-slate-500 dark:text-slate-400">
          {tx.details?.kind === 'swap' ? `${tx.details.from_symbol} → ${tx.details.to_symbol}` : tx.token_symbol}
        </span>
      </span>
    </span>
  );
}

export function AmountCell({ tx, align = 'left' }: { tx: Transaction; align?: 'left' | 'right' }) {
  const incoming = isIncoming(tx.type);
  return (
    // In a table cell the amount keeps to one line. On a card (right) the type wraps first; a
    // large amount then wraps between digit groups and before its symbol, never running off the card.
    <span
      data-testid="transaction-amount-cell"
      className={clsx('block', align === 'right' ? 'max-w-[60%] min-w-0 text-right' : 'whitespace-nowrap')}
    >
      <span
        data-testid="transaction-amount"
        className={clsx(
          'block font-semibold tabular-nums',
          incoming ? 'text-brand-600 dark:text-brand-400' : 'text-slate-900 dark:text-white',
        )}
      >
        {incoming ? '+' : '−'}
        {/* Chromium breaks at a <wbr> even in nowrap text: only the card gets them. */}
        {align === 'right'
          ? breakAfterCommas(formatToken(tx.amount, tx.token_symbol))
          : formatToken(tx.amount, tx.token_symbol)}
      </span>
      {tx.details?.kind === 'swap' ? (
        // A swap shows both legs: what left (above) and what arrived.
        <span
          data-testid="transaction-amount-received"
          className="block text-xs font-semibold text-brand-700 tabular-nums dark:text-brand-400"
        >
          +{formatToken(tx.details.to_amount, tx.details.to_symbol)}
        </span>
      ) : (
        <span className="block text-xs text-slate-500 tabular-nums dark:text-slate-400">
          ≈{'\u00a0'}
          {formatUsd(tx.usd_value)}
        </span>
      )}
    </span>
  );
}

/**
 * A word short enough to keep whole in a narrow column, a phone, meter or account number, or a
 * shortened address ("0xf39f…2266" split as "0xf39f… / 2266" reads as two addresses).
 */
const keepWhole = (word: string) =>
  word.length <= 8 || /^\d+$/.test(word) || /^0x[0-9a-fA-F]+…[0-9a-fA-F]+$/.test(word);

/**
 * Addresses shortened; tags and names shown whole, wrapping between words. A short word or a run
 * of digits stays on one line ("Sandbo / x", "MTN 08031234 / 567" mislead); a longer word (a long
 * tag) may still break anywhere, so the table keeps fitting beside the side menu.
 */
export function PartyText({ value }: { value: string }) {
  const short = /^0x[0-9a-fA-F]{16,}$/.test(value) ? shortenAddress(value) : value;
  return (
    <span title={value} className="block max-w-[8.5rem] text-slate-700 wrap-anywhere dark:text-slate-300">
      {short.split(/(\s+)/).map((part, i) =>
        part.trim() && keepWhole(part) ? (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}

export function ActionCell({ tx }: { tx: Transaction }) {
  if (tx.explorer_url) {
    const external = !isInAppUrl(tx.explorer_url);
    // The short hash is the link; the full hash (with copy) is on the detail / explorer page.
    return (
      <ExplorerLink
        url={tx.explorer_url}
        title={external ? `${tx.tx_hash} on the block explorer` : tx.tx_hash}
        className="inline-flex items-center gap-1 rounded-md font-mono text-xs font-semibold whitespace-nowrap text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
      >
        {tx.tx_hash.length > 12 ? shortenAddress(tx.tx_hash, 4) : tx.tx_hash}
        {external ? (
          <ExternalLink className="size-3.5" aria-hidden />
        ) : (
          <ArrowUpRight className="size-3.5" aria-hidden />
        )}
      </ExplorerLink>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <code
        data-testid="tx-reference"
        title={tx.tx_hash}
        className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-slate-600 dark:bg-slate-800 dark:text-slate-300"
      >
        {/* Shortened like the linked hashes, never cut by the cell: the full one is in the title and the copy. */}
        {tx.tx_hash.length > 12 ? shortenAddress(tx.tx_hash, 4) : tx.tx_hash}
      </code>
      <CopyButton value={tx.tx_hash} label="Copy reference" />
    </span>
  );
}
