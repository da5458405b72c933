import type { Balance } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useSendToWallet } from '../../api/send-to-wallet';
import { canSubmitSend, normalizeAmount } from '../../lib/send-rules';
import { AddressField, checkAddress } from './address-field';
import { AssetAmountFields } from './asset-amount-fields';
import { SendFooter } from './send-footer';
import { toastSendError, toastWalletSendSuccess } from './send-feedback';
import { useIdempotencyKey } from './use-idempotency-key';
import { useSendAmount } from './use-send-amount';

/**
 * Send in Wallet mode: an on-chain withdrawal to an address on the chosen asset's chain.
 * `balances` are the on-chain assets only (NGN has no chain).
 */
export function WalletSendForm({ balances, initialBalanceId }: { balances: Balance[]; initialBalanceId: string }) {
  const state = useSendAmount({ balances, initialBalanceId, mode: 'wallet' });
  const [address, setAddress] = useState('');
  const send = useSendToWallet();
  const idempotency = useIdempotencyKey();
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!enabled || !balance) return;
    const request = { balance_id: balance.id, amount: normalizeAmount(amount), receiver_address: address.trim() };
    const symbol = balance.token_symbol;
    send.mutate(
      { ...request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (result) => {
          idempotency.reset();
          void toastWalletSendSuccess(result.txHash, symbol);
          state.changeAmount('');
          setAddress('');
        },
        onError: toastSendError,
      },
    );
  }

  return (
    <form data-testid="send-form" data-mode="wallet" onSubmit={onSubmit} noValidate className="space-y-5">
      <AssetAmountFields balances={balances} state={state} />
      <AddressField chain={chain} value={address} onChange={setAddress} />
      <SendFooter state={state} enabled={enabled} pending={send.isPending} label="Send to Wallet" />
    </form>
  );
}
