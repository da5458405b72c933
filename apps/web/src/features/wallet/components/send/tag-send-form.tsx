import { sendForms, type Balance } from '@app/contract';
import { AtSign } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useSendToTag } from '../../api/send-to-tag';
import { canSubmitSend, normalizeAmount } from '../../lib/send-rules';
import { AssetAmountFields } from './asset-amount-fields';
import { SendFooter } from './send-footer';
import { toastSendError, toastTagSendSuccess } from './send-feedback';
import { useIdempotentMutation } from '../../../../lib/use-idempotent-mutation';
import { useSendAmount } from './use-send-amount';
import { SavedRecipients } from './saved-recipients';
import { useSaveRecipient } from './save-recipient';

export function TagSendForm({ balances, initialBalanceId }: { balances: Balance[]; initialBalanceId: string }) {
  const form = useZodForm(sendForms.tag, {
    defaultValues: { balance_id: initialBalanceId, amount: '', recipient: '' },
  });
  const state = useSendAmount({ form, balances, mode: 'tag' });
  const recipient = useWatch({ control: form.control, name: 'recipient' });
  const send = useIdempotentMutation(useSendToTag());
  const saving = useSaveRecipient();
  const { balance, amount } = state;

  const enabled = canSubmitSend({
    amount,
    balance: balance && { amount: balance.amount, decimals: balance.decimals },
    recipient,
    pending: send.isPending,
  });

  const onSubmit = form.handleSubmit((values) => {
    if (!enabled) return;
    const request = {
      balance_id: values.balance_id,
      amount: normalizeAmount(values.amount),
      receiver_tag: values.recipient,
    };
    send.submit(request, {
      onSuccess: (result) => {
        toastTagSendSuccess(result.txHash);
        saving.afterSend({ kind: 'tag', tag: values.recipient }, values.recipient.replace(/^@/, '').toLowerCase());
        form.reset({ balance_id: values.balance_id, amount: '', recipient: '' });
      },
      onError: toastSendError,
    });
  });

  return (
    <form data-testid="send-form" onSubmit={onSubmit} noValidate className="space-y-5">
      <AssetAmountFields form={form} balances={balances} state={state} />
      <SavedRecipients
        kind="tag"
        onPick={(b) => {
          form.setValue('recipient', b.tag ?? '', { shouldDirty: true, shouldValidate: true });
          saving.setPicked((b.tag ?? '').toLowerCase());
        }}
      />
      <TextField
        label="Recipient tag"
        placeholder="username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={21}
        leading={<AtSign className="size-4.5" aria-hidden />}
        {...form.field('recipient')}
        hint="The recipient's @tag, without spaces."
        data-testid="send-recipient"
      />
      {saving.box}
      <SendFooter state={state} enabled={enabled} pending={send.isPending} label="Send to Tag" />
    </form>
  );
}
