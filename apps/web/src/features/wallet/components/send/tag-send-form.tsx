import type { Balance } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { AtSign, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { getFeeQuote, useFeeQuote } from '../../api/get-fee-quote';
import { walletKeys } from '../../api/query-keys';
import { useSendToTag } from '../../api/send-to-tag';
import { amountError, canSubmitSend, exceedsMax, normalizeAmount, smallestUnit, toUnits } from '../../lib/send-rules';
import { AmountField } from './amount-field';
import { AssetSelect } from './asset-select';
import { FeeBreakdown } from './fee-breakdown';
import { SecurityNotice } from './security-notice';
import { useIdempotencyKey } from './use-idempotency-key';

export const FEE_QUOTE_DEBOUNCE_MS = 350;
const SEND_FAILED = 'Failed to submit deposit. Please try again.';

export function TagSendForm({ balances, initialBalanceId }: { balances: Balance[]; initialBalanceId: string }) {
  const queryClient = useQueryClient();
  const ids = { asset: useId(), amount: useId() };
  const [balanceId, setBalanceId] = useState(initialBalanceId);
  const [amount, setAmount] = useState('');
  const [recipient, setRecipient] = useState('');
  const [maxLoading, setMaxLoading] = useState(false);
  const [maxNote, setMaxNote] = useState<string | null>(null);
  const send = useSendToTag();
  const idempotency = useIdempotencyKey();

  const balance = balances.find((b) => b.id === balanceId) ?? balances[0];
  const decimals = balance?.decimals ?? 0;
  const symbol = balance?.token_symbol ?? '';
  const inlineError = balance ? amountError(amount, decimals, symbol) : null;
  const units = balance ? toUnits(amount, decimals) : null;
  const quotable = units !== null && units > 0n ? normalizeAmount(amount) : '';
  const debouncedAmount = useDebouncedValue(quotable, FEE_QUOTE_DEBOUNCE_MS);
  const quoteAmount = quotable === '' ? '' : debouncedAmount;
  const quote = useFeeQuote(balance?.id, quoteAmount, 'tag');
  const quoteFresh = quote.data && quote.data.token_symbol === symbol ? quote.data : undefined;
  const overMax = !inlineError && exceedsMax(amount, quoteFresh?.max_amount, decimals);
  const warning = overMax ? 'Amount plus fees is more than your balance. Tap MAX to send the most you can.' : maxNote;

  const enabled = canSubmitSend({
    amount,
    balance: balance && { amount: balance.amount, decimals },
    recipient,
    pending: send.isPending,
  });

  function changeAmount(value: string) {
    setAmount(value);
    setMaxNote(null);
  }

  async function onMax() {
    if (!balance) return;
    setMaxLoading(true);
    setMaxNote(null);
    try {
      const unit = smallestUnit(balance.decimals);
      const max = await queryClient.fetchQuery({
        queryKey: walletKeys.feeQuote(balance.id, unit, 'tag'),
        queryFn: ({ signal }) => getFeeQuote({ balance_id: balance.id, amount: unit, mode: 'tag' }, signal),
        staleTime: 5_000,
      });
      if (toUnits(max.max_amount, balance.decimals) === null) {
        setAmount('');
        setMaxNote(`Not enough ${balance.token_symbol} to cover the fees.`);
      } else {
        setAmount(max.max_amount);
      }
    } catch (error) {
      toast.error(errorMessage(error, 'Could not work out the maximum. Please try again.'));
    } finally {
      setMaxLoading(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!enabled || !balance) return;
    const request = {
      balance_id: balance.id,
      amount: normalizeAmount(amount),
      receiver_tag: recipient.trim().replace(/^@/, ''),
    };
    send.mutate(
      { ...request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (result) => {
          idempotency.reset();
          toast.success(
            <span>
              Sent successfully
              <span data-testid="send-reference" className="mt-0.5 block font-mono text-xs opacity-80">
                Ref: {result.txHash}
              </span>
            </span>,
            { duration: 5000 },
          );
          setAmount('');
          setRecipient('');
        },
        onError: (error) => {
          const invalid = isApiError(error) && error.code === 'INVALID_RESPONSE';
          toast.error(invalid ? 'Deposit failed. Please try again.' : errorMessage(error, SEND_FAILED));
        },
      },
    );
  }

  return (
    <form data-testid="send-form" onSubmit={onSubmit} noValidate className="space-y-5">
      <AssetSelect
        id={ids.asset}
        balances={balances}
        value={balance?.id ?? ''}
        onChange={(id) => {
          setBalanceId(id);
          setMaxNote(null);
        }}
      />
      <AmountField
        id={ids.amount}
        balance={balance}
        value={amount}
        onChange={changeAmount}
        onMax={onMax}
        maxLoading={maxLoading}
        error={inlineError}
        warning={warning}
      />
      <TextField
        label="Recipient tag"
        name="receiver_tag"
        placeholder="username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={21}
        leading={<AtSign className="size-4.5" aria-hidden />}
        value={recipient}
        onChange={(e) => setRecipient(e.target.value)}
        hint="The recipient's @tag, without spaces."
        data-testid="send-recipient"
      />
      {quotable !== '' && (
        <FeeBreakdown
          quote={quoteFresh}
          loading={quote.isFetching || quotable !== debouncedAmount}
          error={quote.isError ? errorMessage(quote.error, 'Could not get a fee quote.') : null}
        />
      )}
      <SecurityNotice />
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!enabled}
        loading={send.isPending}
        loadingText="Processing Transaction..."
        leftIcon={<Send className="size-4.5" aria-hidden />}
        data-testid="send-submit"
      >
        Send to Tag
      </Button>
    </form>
  );
}
