import type { AssetSymbol } from '@app/contract';
import { ArrowUpRight, ExternalLink } from 'lucide-react';
import { toast, toastStore } from '../../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { shortenAddress } from '../../../../lib/format';
import { getTransactions } from '../../api/get-transactions';
import { ExplorerLink, isInAppUrl } from '../shared/explorer-link';

const SEND_FAILED = 'Failed to submit deposit. Please try again.';
const SUCCESS_TOAST_MS = 6000;

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
    { duration: 5000 },
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
 * Shows the chain hash at once, then swaps in a link to the transaction's explorer page
 * once the new withdrawal is found in the history (the send response only carries the hash).
 */
export async function toastWalletSendSuccess(txHash: string, symbol: AssetSymbol) {
  const id = toast.success(<WalletSendMessage txHash={txHash} explorerUrl={null} />, { duration: SUCCESS_TOAST_MS });
  try {
    const recent = await getTransactions({ type: 'withdrawal', asset: symbol, limit: 10 });
    const tx = recent.find((t) => t.tx_hash.toLowerCase() === txHash.toLowerCase());
    const stillShown = toastStore.getToasts().some((t) => t.id === id);
    if (tx?.explorer_url && stillShown) {
      toast.success(<WalletSendMessage txHash={txHash} explorerUrl={tx.explorer_url} />, {
        id,
        duration: SUCCESS_TOAST_MS,
      });
    }
  } catch (error) {
    console.debug('Could not look up the new withdrawal', error);
  }
}
