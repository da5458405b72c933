import type { Balance } from '@app/contract';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { AssetSelect } from '../../../../components/ui/asset-select';
import { AmountField } from './amount-field';
import { FeeBreakdown } from './fee-breakdown';
import type { SendAmountState, SendForm } from './use-send-amount';

/** Asset selector and amount (with MAX) of a send form. */
export function AssetAmountFields({
  form,
  balances,
  state,
}: {
  form: SendForm;
  balances: Balance[];
  state: SendAmountState;
}) {
  const ids = { asset: useId(), amount: useId() };
  return (
    <>
      <Controller
        control={form.control}
        name="balance_id"
        render={({ field }) => (
          <AssetSelect
            id={ids.asset}
            testId="send-asset"
            balances={balances}
            value={field.value}
            onChange={(id) => {
              field.onChange(id);
              state.clearMaxNote();
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <AmountField
            id={ids.amount}
            balance={state.balance}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              state.clearMaxNote();
            }}
            onMax={() => void state.onMax()}
            maxLoading={state.maxLoading}
            error={state.inlineError ?? form.errorFor('amount') ?? null}
            warning={state.warning}
          />
        )}
      />
    </>
  );
}

/** The server's fee quote, once an amount is entered (spec §2 Send). */
export function SendFees({ state }: { state: SendAmountState }) {
  if (state.quotable === '') return null;
  return (
    <FeeBreakdown mode={state.mode} quote={state.quote.data} loading={state.quote.loading} error={state.quote.error} />
  );
}
