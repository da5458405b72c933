import {
  formatMoney,
  splitForm,
  type Balance,
  type PaymentRequest,
  type SplitFormValues,
  type SplitMethod,
} from '@app/contract';
import { Divide, HandCoins, Percent, Send, SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { AssetSelect } from '../../../components/ui/asset-select';
import { Button } from '../../../components/ui/button';
import { ChoiceCards } from '../../../components/ui/choice-cards';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Stepper } from '../../../components/ui/stepper';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { useCurrentUser } from '../../../lib/session';
import { useCreatePaymentRequest } from '../api/create-payment-request';
import { useCreateSplit } from '../api/create-split';
import { carriedOver, previewSplit, requestRecipients } from '../lib/split-preview';
import { useTagChecks } from '../lib/use-tag-checks';
import { RecipientsSection } from './recipients-section';
import { DailyLimitNote } from '../../../components/ui/daily-limit-note';

export const SPLIT_STEPS = ['Amount', 'Method', 'Recipients', 'Review'] as const;
const emptyRow = { tag: '', percentage: '', amount: '' };

const methods = [
  {
    value: 'equal' as const,
    label: 'Equal Split',
    description: 'Everyone pays the same',
    icon: Divide,
    testId: 'split-method-equal',
  },
  {
    value: 'percentage' as const,
    label: 'Percentage',
    description: 'Shares by percent',
    icon: Percent,
    testId: 'split-method-percentage',
  },
  {
    value: 'custom' as const,
    label: 'Custom Amount',
    description: 'Type each amount',
    icon: SlidersHorizontal,
    testId: 'split-method-custom',
  },
];

/**
 * The split builder (spec §2 Split, §4): total, method, recipients, review. Sending pays every
 * share now in one posting; collecting asks each recipient for theirs and ends on their statuses.
 */
export function SplitBuilder({
  balances,
  onRequested,
}: {
  balances: Balance[];
  onRequested: (request: PaymentRequest) => void;
}) {
  const user = useCurrentUser();
  const initial = balances.find((b) => b.token_symbol === 'NGN') ?? balances[0]!;
  const [decimals, setDecimals] = useState(initial.decimals);
  const schema = useMemo(() => splitForm(decimals), [decimals]);
  const defaults: SplitFormValues = {
    mode: 'send',
    balance_id: initial.id,
    total_amount: '',
    method: '',
    recipients: [emptyRow, emptyRow],
    note: '',
  };
  const form = useZodForm<SplitFormValues, SplitFormValues>(schema, { defaultValues: defaults });
  const { control } = form;
  const rows = useFieldArray({ control, name: 'recipients' });
  const values = useWatch({ control }) as SplitFormValues;
  const send = useIdempotentMutation(useCreateSplit());
  const collect = useIdempotentMutation(useCreatePaymentRequest());
  const [reached, setReached] = useState(0);
  const assetId = useId();

  const balance = balances.find((b) => b.id === values.balance_id) ?? initial;
  if (balance.decimals !== decimals) setDecimals(balance.decimals);
  const asset = { symbol: balance.token_symbol, decimals: balance.decimals };
  const money = (units: bigint) => formatMoney(units, asset);
  const preview = previewSplit(values, balance.decimals);
  const checks = useTagChecks(
    values.recipients.map((r) => r.tag),
    user.tag,
  );
  const method = values.method;
  const collecting = values.mode === 'collect';
  const pending = send.isPending || collect.isPending;

  // Spec §4: a positive total moves to step 2, a method to step 3; review once the rows are ready.
  const rowsReady =
    checks.every((c) => c.status === 'found') &&
    preview.amounts.every((a) => a !== null && a > 0n) &&
    (method !== 'percentage' || preview.percentComplete) &&
    (method !== 'custom' || preview.assigned === preview.total);
  const affordable =
    collecting || preview.total === null || preview.total <= parseUnits(balance.amount, balance.decimals);
  const step = preview.total === null ? 0 : !method ? 1 : !rowsReady ? 2 : 3;
  if (step > reached) setReached(step);
  const enabled = step === 3 && affordable && !pending && values.recipients.length >= 2;

  const onSubmit = form.handleSubmit((v) => {
    if (!enabled || !v.method) return;
    const common = { total_amount: v.total_amount.trim(), method: v.method, recipients: requestRecipients(v) };
    const done = () => {
      form.reset({ ...defaults, mode: v.mode, balance_id: v.balance_id });
      setReached(0);
    };
    const failed = (error: unknown) => form.showServerError(error, 'The split could not be sent. Please try again.');
    if (v.mode === 'send') {
      const request = { balance_id: v.balance_id, ...common };
      send.submit(request, {
        onSuccess: () => {
          done();
          toast.success('Split payment sent successfully!');
        },
        onError: failed,
      });
    } else {
      const request = { asset_symbol: balance.token_symbol, ...common, note: v.note.trim() };
      collect.submit(request, {
        onSuccess: (created) => {
          done();
          toast.success('Payment requests sent');
          onRequested(created);
        },
        onError: failed,
      });
    }
  });

  /** What the old method worked out stays in the rows for the new one (spec §4). */
  function chooseMethod(next: SplitMethod) {
    carriedOver(values, balance.decimals).forEach((row, i) => {
      if (row.percentage !== undefined) form.setValue(`recipients.${i}.percentage`, row.percentage);
      if (row.amount !== undefined) form.setValue(`recipients.${i}.amount`, row.amount);
    });
    form.setValue('method', next, { shouldValidate: form.formState.isSubmitted });
  }

  const choices = collecting ? balances : balances.filter((b) => b.amount !== '0' || b.id === values.balance_id);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="split-form">
      <SegmentedControl
        label="Send or collect"
        value={values.mode}
        onChange={(mode) => form.setValue('mode', mode)}
        segments={[
          { value: 'send', label: 'Send now', testId: 'split-mode-send' },
          { value: 'collect', label: 'Request shares', testId: 'split-mode-collect' },
        ]}
      />
      <p className="-mt-3 text-sm text-slate-500 dark:text-slate-400" data-testid="split-mode-hint">
        {collecting
          ? 'Each person gets a request for their share and can pay or decline it. You see who has paid.'
          : 'Pay everyone their share now, from one of your balances.'}
      </p>
      <Stepper steps={SPLIT_STEPS} current={step} label="Split steps" data-testid="split-stepper" />
      {form.serverError && <Alert data-testid="split-error">{form.serverError}</Alert>}
      {!collecting && <DailyLimitNote />}

      <section aria-labelledby="split-amount-title" className="space-y-4">
        <h2 id="split-amount-title" className="text-base font-semibold text-slate-900 dark:text-white">
          1. Amount
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="balance_id"
            render={({ field }) => (
              <AssetSelect
                id={assetId}
                testId="split-asset"
                label={collecting ? 'Currency' : 'Pay from'}
                showBalance={!collecting}
                balances={choices}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <TextField
            label={`Total amount (${balance.token_symbol})`}
            inputMode="decimal"
            placeholder="0.00"
            autoComplete="off"
            {...form.field('total_amount', { normalize: (v) => v.replace(/[^\d.,]/g, '') })}
            hint={
              collecting ? undefined : `Available: ${formatMoney(parseUnits(balance.amount, balance.decimals), asset)}`
            }
            data-testid="split-total"
          />
        </div>
        {!affordable && (
          <p className="text-sm text-amber-700 dark:text-amber-300" data-testid="split-insufficient">
            Insufficient balance
          </p>
        )}
      </section>

      {reached >= 1 && (
        <section aria-labelledby="split-method-title" className="space-y-4">
          <h2 id="split-method-title" className="text-base font-semibold text-slate-900 dark:text-white">
            2. Method
          </h2>
          <ChoiceCards<SplitMethod>
            label="Split method"
            value={method}
            onChange={chooseMethod}
            choices={methods}
            className="grid gap-3 sm:grid-cols-3"
          />
        </section>
      )}

      {reached >= 2 && method && (
        <RecipientsSection
          form={form}
          rows={rows}
          method={method}
          preview={preview}
          checks={checks}
          money={money}
          symbol={balance.token_symbol}
        />
      )}

      {reached >= 2 && method && (
        <section aria-labelledby="split-review-title" className="space-y-4">
          <h2 id="split-review-title" className="text-base font-semibold text-slate-900 dark:text-white">
            4. Review
          </h2>
          {collecting && (
            <TextField
              label="What is it for? (optional)"
              placeholder="Dinner, rent, a gift…"
              maxLength={140}
              {...form.field('note')}
              data-testid="split-note"
            />
          )}
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!enabled}
            focusableWhenDisabled
            loading={pending}
            loadingText={collecting ? 'Sending Requests...' : 'Sending Payments...'}
            leftIcon={
              collecting ? <HandCoins className="size-4.5" aria-hidden /> : <Send className="size-4.5" aria-hidden />
            }
            data-testid="split-submit"
          >
            {collecting ? 'Request Payments' : 'Send Split Payment'}
          </Button>
        </section>
      )}
    </form>
  );
}

function parseUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}
