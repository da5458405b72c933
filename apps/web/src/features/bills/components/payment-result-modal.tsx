import type { BillCategory, BillPayResponse, BillPaymentStatus } from '@app/contract';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useBillPayment } from '../api/get-payments';
import { categoryNoun } from '../lib/category-icons';
import { TokenDisplay } from './token-display';

export interface BillResult {
  response: BillPayResponse;
  category: BillCategory;
}

const titles: Record<BillPaymentStatus, string> = {
  delivered: 'Payment Successful!',
  failed: 'Payment Failed',
  pending: 'Payment Pending',
};

/**
 * The outcome of Pay Now (spec §2 Bills). A pending payment stays open here and turns into the
 * success or failure view when the biller answers: the payment query is refreshed live.
 */
export function PaymentResultModal({
  result,
  open,
  onClose,
}: {
  /** Kept after closing, so the dialog keeps its content while Radix hands focus back. */
  result: BillResult | null;
  open: boolean;
  onClose: () => void;
}) {
  const live = useBillPayment(result?.response.payment_id ?? null);
  if (!result) return null;
  const { response, category } = result;
  // The live view is newer than the answer to Pay Now once it exists.
  const status: BillPaymentStatus = live.data?.status ?? response.status;
  const token = live.data?.token ?? response.token ?? null;
  const units = live.data?.units ?? response.units ?? null;
  const reason = live.data?.failure_reason ?? response.message ?? null;
  const Icon = status === 'delivered' ? CircleCheck : status === 'failed' ? CircleX : Clock;

  return (
    <Modal open={open} onClose={onClose} title={titles[status]} data-testid="bills-result-modal">
      <div data-testid={`bills-result-${status}`} data-status={status} className="mt-4 space-y-4 text-center">
        <span
          className={
            status === 'delivered'
              ? 'mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400'
              : status === 'failed'
                ? 'mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400'
                : 'mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 dark:bg-amber-500/10 dark:text-amber-300'
          }
        >
          <Icon className="size-7" aria-hidden />
        </span>
        <div role="status" className="space-y-1 text-sm text-slate-600 dark:text-slate-300">
          {status === 'delivered' && <p>Your {categoryNoun[category]} bill has been paid successfully.</p>}
          {status === 'failed' && (
            <>
              <p>Unable to process your payment. Please try again.</p>
              {reason && (
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {reason} The amount and fee are back in your wallet.
                </p>
              )}
            </>
          )}
          {status === 'pending' && (
            <p className="flex items-center justify-center gap-2">
              <Spinner className="size-4 shrink-0" label="Waiting for the biller" />
              The biller is still confirming. This updates by itself; you can close it safely.
            </p>
          )}
        </div>
        {status === 'delivered' && token && <TokenDisplay token={token} units={units} />}
        <div className="flex items-center justify-center gap-1 text-xs text-slate-500 dark:text-slate-400">
          <span>Transaction ID:</span>
          <span
            className="font-mono font-semibold text-slate-700 dark:text-slate-200"
            data-testid="bills-result-reference"
          >
            {response.txHash}
          </span>
          <CopyButton value={response.txHash} label="Copy transaction ID" />
        </div>
        <Button
          fullWidth
          size="lg"
          variant={status === 'failed' ? 'outline' : 'primary'}
          onClick={onClose}
          data-testid="bills-result-close"
        >
          {status === 'failed' ? 'Try Again' : 'Done'}
        </Button>
      </div>
    </Modal>
  );
}
