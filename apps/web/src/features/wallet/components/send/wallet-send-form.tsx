import { sendForms, type Balance } from '@app/contract';
import { Controller, useWatch } from 'react-hook-form';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useSendToWallet } from '../../api/send-to-wallet';
import { canSubmitSend, normalizeAmount } from '../../lib/send-rules';
import { AddressField, checkAddress } from './address-field';
import { AssetAmountFields } from './asset-amount-fields';
import { SendFooter } from './send-footer';
import { toastSendError, toastWalletSendSuccess } from './send-feedback';
import { useIdempotentMutation } from '../../../../lib/use-idempotent-mutation';
import { useSendAmount } from './use-send-amount';
import { SavedRecipients } from './saved-recipients';
import { useSaveRecipient } from './save-recipient';

/**
 * Send in Wallet mode: an on-chain withdrawal to an address on the chosen asset's chain.
 * `balances` are the on-chain assets only (NGN has no chain).
 */
export function WalletSendForm({ balances, initialBalanceId }: { balances: Balance[]; initialBalanceId: string }) {
  const form = useZodForm(sendForms.wallet, {
    defaultValues: { balance_id: initialBalanceId, amount: '', recipient: '' },
  });
  const state = useSendAmount({ form, balances, mode: 'wallet' });
  const address = useWatch({ control: form.control, name: 'recipient' });
  const send = useIdempotentMutation(useSendToWallet());
  const saving = useSaveRecipient();
  const { balance, amount } = state;
  const chain = balance?.chain ?? 'ethereum';
  const addressOk = checkAddress(chain, address, true).state === 'valid';

  const enabled =
    addressOk &&
    canSubmitSend({
      amount,
      balance: balance && { amount: balance.amount, decimals: balance.decimals },
      recipient: address,
      pending: send.isPending,
    });

  const onSubmit = form.handleSubmit((values) => {
    if (!enabled || !balance) return;
    const request = {
      balance_id: values.balance_id,
      amount: normalizeAmount(values.amount),
      receiver_address: values.recipient,
    };
    const symbol = balance.token_symbol;
    send.submit(request, {
      onSuccess: (result) => {
        void toastWalletSendSuccess(result.txHash, symbol);
        saving.afterSend(
          { kind: 'wallet', chain: chain as 'ethereum', address: values.recipient },
          values.recipient.trim().toLowerCase(),
        );
        form.reset({ balance_id: values.balance_id, amount: '', recipient: '' });
      },
      onError: toastSendError,
    });
  });

  return (
    <form data-testid="send-form" data-mode="wallet" onSubmit={onSubmit} noValidate className="space-y-5">
      <AssetAmountFields form={form} balances={balances} state={state} />
      <SavedRecipients
        kind="wallet"
        chain={chain}
        onPick={(b) => {
          form.setValue('recipient', b.address ?? '', { shouldDirty: true, shouldValidate: true });
          saving.setPicked((b.address ?? '').toLowerCase());
        }}
      />
      <Controller
        control={form.control}
        name="recipient"
        render={({ field }) => <AddressField chain={chain} value={field.value} onChange={field.onChange} />}
      />
      {saving.box}
      <SendFooter state={state} enabled={enabled} pending={send.isPending} label="Send to Wallet" />
    </form>
  );
}
