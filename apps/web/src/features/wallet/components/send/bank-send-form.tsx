import { accountNumberError, payoutMessages, sendForms, type Balance } from '@app/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '../../../../components/ui/toast';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useBanks } from '../../api/get-banks';
import { useAccountName } from '../../api/resolve-account';
import { useSendToBank } from '../../api/send-to-bank';
import { canSubmitSend, normalizeAmount } from '../../lib/send-rules';
import { AssetAmountFields } from './asset-amount-fields';
import { BankAccountFields } from './bank-account-fields';
import { PayoutStatusCard } from './payout-status-card';
import { SendFooter } from './send-footer';
import { toastSendError } from './send-feedback';
import { useIdempotentMutation } from '../../../../lib/use-idempotent-mutation';
import { useSendAmount } from './use-send-amount';
import { SavedRecipients } from './saved-recipients';
import { useSaveRecipient } from './save-recipient';

/**
 * Send in Bank mode: cash out any asset to a Nigerian bank account (converted to NGN at the rate
 * of the moment). The button waits for the bank's name for the account; afterwards the payout's
 * state shows live below the form.
 */
export function BankSendForm({ balances, initialBalanceId }: { balances: Balance[]; initialBalanceId: string }) {
  const form = useZodForm(sendForms.bank, {
    defaultValues: { balance_id: initialBalanceId, amount: '', recipient: '', bank_code: '' },
  });
  const state = useSendAmount({ form, balances, mode: 'bank' });
  const [accountNumber, bankCode = ''] = useWatch({ control: form.control, name: ['recipient', 'bank_code'] });
  const checkable = bankCode !== '' && accountNumberError(bankCode, accountNumber) === null;
  const lookup = useAccountName(checkable ? bankCode : '', checkable ? accountNumber : '');
  const banks = useBanks();
  const send = useIdempotentMutation(useSendToBank());
  const saving = useSaveRecipient();
  const [sentPayoutId, setSentPayoutId] = useState<string | null>(null);
  const { balance, amount } = state;

  const enabled =
    checkable &&
    Boolean(lookup.data) &&
    !lookup.isFetching &&
    canSubmitSend({
      amount,
      balance: balance && { amount: balance.amount, decimals: balance.decimals },
      recipient: accountNumber,
      pending: send.isPending,
    });

  const onSubmit = form.handleSubmit((values) => {
    if (!enabled) return;
    const request = {
      balance_id: values.balance_id,
      amount: normalizeAmount(values.amount),
      bank_code: values.bank_code ?? '',
      account_number: values.recipient,
    };
    send.submit(request, {
      onSuccess: (result) => {
        toast.success(payoutMessages.initiated);
        setSentPayoutId(result.payout_id);
        saving.afterSend(
          { kind: 'bank', bank_code: request.bank_code, account_number: request.account_number },
          `${request.bank_code}:${request.account_number}`,
        );
        form.reset({ balance_id: values.balance_id, amount: '', recipient: '', bank_code: values.bank_code });
      },
      onError: toastSendError,
    });
  });

  return (
    <div className="space-y-5">
      <form data-testid="send-form" data-mode="bank" onSubmit={onSubmit} noValidate className="space-y-5">
        <AssetAmountFields form={form} balances={balances} state={state} />
        <SavedRecipients
          kind="bank"
          onPick={(b) => {
            form.setValue('bank_code', b.bank_code ?? '', { shouldDirty: true, shouldValidate: true });
            form.setValue('recipient', b.account_number ?? '', { shouldDirty: true, shouldValidate: true });
            saving.setPicked(`${b.bank_code}:${b.account_number}`);
          }}
        />
        <BankAccountFields form={form} banks={banks} lookup={lookup} checking={checkable} />
        {saving.box}
        <SendFooter state={state} enabled={enabled} pending={send.isPending} label="Withdraw to Bank" />
      </form>
      {sentPayoutId && <PayoutStatusCard payoutId={sentPayoutId} />}
    </div>
  );
}
