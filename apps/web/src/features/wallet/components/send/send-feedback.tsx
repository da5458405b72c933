import type { AssetSymbol } from '@app/contract';
import { ArrowUpRight, ExternalLink } from 'lucide-react';
import { toast } from '../../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { shortenAddress } from '../../../../lib/format';
import { getTransactions } from '../../api/get-transactions';
import { ExplorerLink, isInAppUrl } from '../shared/explorer-link';

const SEND_FAILED = 'Failed to submit deposit. Please try again.';

/** Spec §8: a malformed success is 'Deposit failed…', a thrown error shows the server's message. */
export function toastSendError(error: unknown) {
  const invalid = isApiError(error) && error.code === 'INVALID_RESPONSE';
  toast.error(invalid ? 'Deposit failed. Please try again.' : errorMessage(error, SEND_FAILED));
}

/** Tag sends settle in the ledger: the reference is ours, there is nothing to open. */
export function toastTagSendSuccess(txHash: string) {
  toast.success(
    <span>
      Sent successfully
      <span data-testid="send-reference" className="mt-0.5 block font-mono text-xs opacity-80">
        Ref: {txHash}
      </span>
    </span>,
  );
}

function WalletSendMessage({ txHash, explorerUrl }: { txHash: string; explorerUrl: string | null }) {
  const hash = <span className="font-mono">{shortenAddress(txHash, 8)}</span>;
  return (
    <span>
      Sent successfully
      <span data-testid="send-reference" data-hash={txHash} className="mt-0.5 block text-xs opacity-90">
        {explorerUrl ? (
          <ExplorerLink
            url={explorerUrl}
            data-testid="send-hash-link"
            title={txHash}
            className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
          >
            {hash}
            {isInAppUrl(explorerUrl) ? (
              <ArrowUpRight className="size-3" aria-hidden />
            ) : (
              <ExternalLink className="size-3" aria-hidden />
            )}
          </ExplorerLink>
        ) : (
          <span title={txHash}>Hash: {hash}</span>
        )}
      </span>
    </span>
  );
}

/**
 * Looks the new withdrawal up in the history first (the send response only carries the hash),
 * so the one success toast links to the transaction's explorer page; without it, the hash.
 */
export async function toastWalletSendSuccess(txHash: string, symbol: AssetSymbol) {
  let explorerUrl: string | null = null;
  try {
    const recent = await getTransactions({ type: 'withdrawal', asset: symbol, limit: 10 });
    explorerUrl = recent.find((t) => t.tx_hash.toLowerCase() === txHash.toLowerCase())?.explorer_url ?? null;
  } catch (error) {
    console.debug('Could not look up the new withdrawal', error);
  }
  toast.success(<WalletSendMessage txHash={txHash} explorerUrl={explorerUrl} />);
}
