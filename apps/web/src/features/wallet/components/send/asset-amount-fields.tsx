import type { Balance } from '@app/contract';
import { useId } from 'react';
import { AmountField } from './amount-field';
import { AssetSelect } from './asset-select';
import { FeeBreakdown } from './fee-breakdown';
import type { SendAmountState } from './use-send-amount';

/** Asset selector and amount (with MAX) of a send form. */
export function AssetAmountFields({ balances, state }: { balances: Balance[]; state: SendAmountState }) {
  const ids = { asset: useId(), amount: useId() };
  return (
    <>
      <AssetSelect id={ids.asset} balances={balances} value={state.balance?.id ?? ''} onChange={state.selectBalance} />
      <AmountField
        id={ids.amount}
        balance={state.balance}
        value={state.amount}
        onChange={state.changeAmount}
        onMax={() => void state.onMax()}
        maxLoading={state.maxLoading}
        error={state.inlineError}
        warning={state.warning}
      />
    </>
  );
}

/** The server's fee quote, once an amount is entered (spec §2 Send). */
export function SendFees({ state }: { state: SendAmountState }) {
  if (state.quotable === '') return null;
  return <FeeBreakdown quote={state.quote.data} loading={state.quote.loading} error={state.quote.error} />;
}
