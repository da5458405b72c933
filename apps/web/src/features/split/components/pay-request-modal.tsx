import { formatMoney, parseAmount, type PaymentRequest } from '@app/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { usePayRequestItem } from '../api/pay-request-item';

/** Confirms paying one's share before the money moves (one Idempotency-Key per confirmation). */
export function PayRequestModal({
  request,
  open,
  onClose,
}: {
  request: PaymentRequest | null;
  open: boolean;
  onClose: () => void;
}) {
  const pay = useIdempotentMutation(usePayRequestItem());
  const item = request?.items[0];
  if (!request || !item) return null;
  const parsed = parseAmount(item.amount, request.decimals);
  const shown = formatMoney(parsed.ok ? parsed.value : 0n, {
    symbol: request.asset_symbol,
    decimals: request.decimals,
  });

  // Not now, Escape and the close button alike: a failed attempt's message does not outlive the dialog.
  const close = () => {
    pay.reset();
    onClose();
  };

  function confirm() {
    pay.submit(
      { id: item!.id },
      {
        onSuccess: () => {
          toast.success(`You paid ${shown} to @${request!.requester_tag}`);
          onClose();
        },
      },
    );
  }

  return (
    <Modal open={open} onClose={close} title="Pay this request?" data-testid="split-pay-modal">
      <div className="mt-4 space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          You are paying <span className="font-semibold text-slate-900 dark:text-white">{shown}</span> to{' '}
          <span className="font-semibold text-slate-900 dark:text-white">@{request.requester_tag}</span>
          {request.note ? ` for “${request.note}”` : ''}. It arrives at once and cannot be reversed.
        </p>
        {pay.error && (
          <Alert data-testid="split-pay-error">
            {errorMessage(pay.error, 'The payment failed. Please try again.')}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} data-testid="split-pay-cancel">
            Not now
          </Button>
          <Button onClick={confirm} loading={pay.isPending} loadingText="Paying..." data-testid="split-pay-confirm">
            Pay {shown}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
