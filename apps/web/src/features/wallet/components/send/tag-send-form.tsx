import type { Balance } from '@app/contract';
import { AtSign } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { useSendToTag } from '../../api/send-to-tag';
import { canSubmitSend, normalizeAmount } from '../../lib/send-rules';
import { AssetAmountFields } from './asset-amount-fields';
import { SendFooter } from './send-footer';
import { toastSendError, toastTagSendSuccess } from './send-feedback';
import { useIdempotencyKey } from './use-idempotency-key';
import { useSendAmount } from './use-send-amount';

export function TagSendForm({ balances, initialBalanceId }: { balances: Balance[]; initialBalanceId: string }) {
  const state = useSendAmount({ balances, initialBalanceId, mode: 'tag' });
  const [recipient, setRecipient] = useState('');
  const send = useSendToTag();
  const idempotency = useIdempotencyKey();
  const { balance, amount } = state;

  const enabled = canSubmitSend({
    amount,
    balance: balance && { amount: balance.amount, decimals: balance.decimals },
    recipient,
    pending: send.isPending,
  });

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
          toastTagSendSuccess(result.txHash);
          state.changeAmount('');
          setRecipient('');
        },
        onError: toastSendError,
      },
    );
  }

  return (
    <form data-testid="send-form" onSubmit={onSubmit} noValidate className="space-y-5">
      <AssetAmountFields balances={balances} state={state} />
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
      <SendFooter state={state} enabled={enabled} pending={send.isPending} label="Send to Tag" />
    </form>
  );
}
