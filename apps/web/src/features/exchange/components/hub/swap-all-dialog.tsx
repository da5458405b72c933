import type { Balance } from '@app/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { formatUsd } from '../../../../lib/format';
import { useExecuteSwap } from '../../api/execute-swap';
import { useSwapQuote } from '../../api/get-swap-quote';
import { useSecondsLeft } from '../../lib/countdown';
import { useIdempotentMutation } from '../../../../lib/use-idempotent-mutation';
import { QuoteDetails, QuoteRate, formatAmountOf } from '../swap/quote-details';

/** 'Swap All' to NGN (spec: Multi-Currency Hub): a firm quote for the whole balance, then a confirmation. */
export function SwapAllDialog({ balance, onClose }: { balance: Balance; onClose: () => void }) {
  const quote = useSwapQuote({
    from_symbol: balance.token_symbol,
    to_symbol: 'NGN',
    amount: balance.amount,
    slippage: 0.5,
  });
  const execute = useIdempotentMutation(useExecuteSwap());
  const [notice, setNotice] = useState<string | null>(null);
  const current = quote.data;
  const secondsLeft = useSecondsLeft(current?.expires_at);
  const ready = Boolean(current) && !quote.isFetching && secondsLeft > 0;

  const confirm = () => {
    if (!current || !ready) return;
    execute.submit(
      { quote_id: current.quote_id },
      {
        onSuccess: () => {
          toast.success('Swap completed successfully!');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'QUOTE_EXPIRED') {
            setNotice('The price was updated while you decided. Check the new quote and confirm again.');
            void quote.refetch();
            return;
          }
          toast.error(errorMessage(error, 'Swap failed. Please try again.'));
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={`Swap all ${balance.token_symbol} to NGN`} data-testid="swap-all-dialog">
      <div className="mt-4 space-y-4">
        {quote.isPending ? (
          <div role="status" aria-label="Getting a quote" className="space-y-3">
            <Skeleton className="h-16 w-full rounded-2xl" />
            <Skeleton className="h-32 w-full rounded-2xl" />
          </div>
        ) : quote.isError && !current ? (
          <Alert tone="error" data-testid="swap-all-error">
            {errorMessage(quote.error, 'We could not get a price. Please try again.')}
          </Alert>
        ) : current ? (
          <>
            <div className="grid grid-cols-2 gap-3 rounded-2xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700">
              <div className="min-w-0">
                <p className="text-slate-500 dark:text-slate-400">You pay</p>
                <p
                  data-testid="swap-all-in"
                  className="font-semibold break-words text-slate-900 tabular-nums dark:text-white"
                >
                  {formatAmountOf(current.amount_in, current.from_symbol)}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">≈ {formatUsd(current.amount_in_usd)}</p>
              </div>
              <div className="min-w-0">
                <p className="text-slate-500 dark:text-slate-400">You receive</p>
                <p
                  data-testid="swap-all-out"
                  className="font-semibold break-words text-slate-900 tabular-nums dark:text-white"
                >
                  {formatAmountOf(current.amount_out, current.to_symbol)}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">≈ {formatUsd(current.amount_out_usd)}</p>
              </div>
            </div>
            <QuoteRate quote={current} secondsLeft={secondsLeft} />
            <QuoteDetails quote={current} />
          </>
        ) : null}
        {notice && (
          <Alert tone="info" data-testid="swap-all-notice">
            {notice}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={confirm}
            disabled={!ready}
            focusableWhenDisabled
            loading={execute.isPending}
            loadingText="Swapping..."
            data-testid="swap-all-confirm"
          >
            Confirm Swap
          </Button>
        </div>
      </div>
    </Modal>
  );
}
