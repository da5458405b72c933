import type { Balance, SendFormOutput, SendFormValues, SendMode } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import type { ZodForm } from '../../../../lib/forms/use-zod-form';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { getFeeQuote, useFeeQuote } from '../../api/get-fee-quote';
import { walletKeys } from '../../api/query-keys';
import { amountError, exceedsMax, normalizeAmount, smallestUnit, toUnits } from '../../lib/send-rules';

export const FEE_QUOTE_DEBOUNCE_MS = 350;

export type SendForm = ZodForm<SendFormValues, SendFormOutput>;

/**
 * The asset + amount half of a send form, shared by every send mode: the chosen balance and the
 * typed amount (held by the form), the amount's inline checks, MAX from the server's max_amount,
 * and the debounced fee quote for `mode`.
 */
export function useSendAmount({ form, balances, mode }: { form: SendForm; balances: Balance[]; mode: SendMode }) {
  const queryClient = useQueryClient();
  const [balanceId, amount] = useWatch({ control: form.control, name: ['balance_id', 'amount'] });
  const [maxLoading, setMaxLoading] = useState(false);
  // What MAX had to say about the amount it filled in, until the amount or asset is edited.
  const [maxNote, setMaxNote] = useState<string | null>(null);

  const balance = balances.find((b) => b.id === balanceId) ?? balances[0];
  const decimals = balance?.decimals ?? 0;
  const symbol = balance?.token_symbol ?? '';
  const inlineError = balance ? amountError(amount, decimals, symbol) : null;
  const units = balance ? toUnits(amount, decimals) : null;
  const quotable = units !== null && units > 0n ? normalizeAmount(amount) : '';
  const debouncedAmount = useDebouncedValue(quotable, FEE_QUOTE_DEBOUNCE_MS);
  const quoteAmount = quotable === '' ? '' : debouncedAmount;
  const quote = useFeeQuote(balance?.id, quoteAmount, mode);
  const quoteFresh = quote.data && quote.data.token_symbol === symbol ? quote.data : undefined;
  const overMax = !inlineError && exceedsMax(amount, quoteFresh?.max_amount, decimals);
  const empty = balance !== undefined && Number(balance.amount) === 0;
  const warning = overMax
    ? 'Amount plus fees is more than your balance. Tap MAX to send the most you can.'
    : empty
      ? `You have no ${symbol} to send yet. Receive some first, or pick another asset.`
      : maxNote;

  async function onMax() {
    if (!balance) return;
    setMaxLoading(true);
    setMaxNote(null);
    try {
      const unit = smallestUnit(balance.decimals);
      const max = await queryClient.fetchQuery({
        queryKey: walletKeys.feeQuote(balance.id, unit, mode),
        queryFn: ({ signal }) => getFeeQuote({ balance_id: balance.id, amount: unit, mode }, signal),
        staleTime: 5_000,
      });
      const enough = toUnits(max.max_amount, balance.decimals) !== null;
      form.setValue('amount', enough ? max.max_amount : '', { shouldDirty: true });
      if (!enough) setMaxNote(`Not enough ${balance.token_symbol} to cover the fees.`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not work out the maximum. Please try again.'));
    } finally {
      setMaxLoading(false);
    }
  }

  return {
    mode,
    balance,
    decimals,
    amount,
    onMax,
    maxLoading,
    /** Called on any edit of the asset or amount. */
    clearMaxNote: () => setMaxNote(null),
    inlineError,
    warning,
    /** The normalized amount once it is a positive amount of this asset, else ''. */
    quotable,
    quote: {
      data: quoteFresh,
      loading: quote.isFetching || quotable !== debouncedAmount,
      error: quote.isError ? errorMessage(quote.error, 'Could not get a fee quote.') : null,
    },
  };
}

export type SendAmountState = ReturnType<typeof useSendAmount>;
