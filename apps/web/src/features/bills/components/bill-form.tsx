import {
  accountNumberProblem,
  BILL_SERVICE_FEE_KOBO,
  billPayForm,
  formatAmount,
  type BillCatalog,
  type BillCategory,
  type BillPayFormValues,
  type BillPayRequest,
} from '@app/contract';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceCards } from '../../../components/ui/choice-cards';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { useNgnBalance } from '../api/get-ngn-balance';
import { usePayBill } from '../api/pay-bill';
import { useVerifyCustomer, type VerifyInput } from '../api/verify-customer';
import { limitProblem, naira, toKobo } from '../lib/bill-amounts';
import { categoryIcons } from '../lib/category-icons';
import { CustomerCheck } from './customer-check';
import { PaymentResultModal, type BillResult } from './payment-result-modal';
import { PaymentSummary } from './payment-summary';
import { DailyLimitNote } from '../../../components/ui/daily-limit-note';

const digitsOnly = (value: string) => value.replace(/\D/g, '');
const amountChars = (value: string) => value.replace(/[^\d.,]/g, '');

export function BillForm({ catalog }: { catalog: BillCatalog }) {
  const form = useZodForm<BillPayFormValues, BillPayFormValues>(billPayForm, {
    defaultValues: { category: 'electricity', provider: '', variation_code: 'prepaid', account_number: '', amount: '' },
  });
  const { control } = form;
  const category = useWatch({ control, name: 'category' });
  const [providerId, variation, accountNumber, amount] = useWatch({
    control,
    name: ['provider', 'variation_code', 'account_number', 'amount'],
  });
  const pay = useIdempotentMutation(usePayBill());
  const balance = useNgnBalance();
  const [result, setResult] = useState<BillResult | null>(null);
  const [resultOpen, setResultOpen] = useState(false);

  const entry = catalog.find((c) => c.id === category) ?? catalog[0]!;
  const provider = entry.providers.find((p) => p.id === providerId);
  const bouquets = category === 'cable_tv' ? (provider?.variations ?? []) : [];
  const bouquet = bouquets.find((v) => v.code === variation);

  // Who will be paid: asked once the number is complete, after typing pauses.
  const complete = Boolean(provider) && !accountNumberProblem(category, accountNumber);
  const wanted: VerifyInput | null = complete
    ? {
        provider: providerId,
        account_number: accountNumber,
        variation_code: category === 'electricity' ? variation : '',
      }
    : null;
  const asked = useDebouncedValue(wanted, 350);
  const settled = JSON.stringify(asked) === JSON.stringify(wanted);
  const verify = useVerifyCustomer(settled ? asked : null);
  const customer = settled ? verify.data : undefined;

  const amountKobo = toKobo(amount);
  const balanceKobo = balance.data ? toKobo(balance.data.amount) : null;
  const limit = provider && amountKobo !== null ? limitProblem(amountKobo, provider) : null;
  const short =
    amountKobo !== null && balanceKobo !== null && amountKobo + BILL_SERVICE_FEE_KOBO > balanceKobo
      ? 'Insufficient balance for this amount and the ₦50 service fee'
      : null;
  const needsBouquet = category === 'cable_tv' && !bouquet;
  // Spec §5 (provider, account and a positive amount), plus: the customer is known and it fits.
  const enabled = Boolean(customer) && amountKobo !== null && !limit && !short && !needsBouquet && !pay.isPending;

  /** Spec: a new category clears the provider and account number but keeps the amount. */
  function chooseCategory(next: BillCategory) {
    const keep = form.getValues('amount');
    form.reset({
      category: next,
      provider: '',
      variation_code: next === 'electricity' ? 'prepaid' : '',
      account_number: '',
      // Cable TV's amount comes from the bouquet; choosing one overwrites this.
      amount: keep,
    });
  }

  function chooseBouquet(code: string) {
    const price = bouquets.find((b) => b.code === code)?.amount;
    form.setValue('variation_code', code);
    form.setValue('amount', price ? price.replace(/\.00$/, '') : '', { shouldValidate: form.formState.isSubmitted });
  }

  const onSubmit = form.handleSubmit((values: BillPayFormValues) => {
    if (!enabled || amountKobo === null) return;
    const request: BillPayRequest = {
      provider: values.provider,
      account_number: values.account_number,
      amount: formatAmount(amountKobo, 2),
      ...(values.variation_code ? { variation_code: values.variation_code } : {}),
    };
    pay.submit(request, {
      onSuccess: (response) => {
        // Answered (delivered, pending or failed): paying again is a new payment.
        setResult({ response, category: values.category });
        setResultOpen(true);
        if (response.status !== 'failed') {
          form.reset({ ...values, account_number: '', amount: values.category === 'cable_tv' ? values.amount : '' });
        }
      },
      onError: (error) => form.showServerError(error, 'Payment failed. Please try again.'),
    });
  });

  const service = provider
    ? `${provider.name} ${entry.name}${bouquet ? ` · ${bouquet.name}` : ''}${
        category === 'electricity' ? ` (${variation === 'postpaid' ? 'Postpaid' : 'Prepaid'})` : ''
      }`
    : '';

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <ChoiceCards<BillCategory>
        label="Bill category"
        value={category}
        onChange={chooseCategory}
        orientation="vertical"
        compact
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1 lg:content-start"
        choices={catalog.map((c) => ({
          value: c.id,
          label: c.name,
          icon: categoryIcons[c.id],
          testId: `bills-category-${c.id}`,
        }))}
      />
      <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-5 lg:max-w-xl" data-testid="bills-form">
        {form.serverError && <Alert data-testid="bills-error">{form.serverError}</Alert>}
        <DailyLimitNote />
        <SelectField
          label="Provider"
          selectClassName="h-12"
          options={[
            { value: '', label: 'Select a provider' },
            ...entry.providers.map((p) => ({ value: p.id, label: p.name })),
          ]}
          {...form.field('provider', {
            onChange: () => {
              form.setValue('variation_code', category === 'electricity' ? variation || 'prepaid' : '');
              if (category === 'cable_tv') form.setValue('amount', '');
            },
          })}
          data-testid="bills-provider"
        />
        {category === 'electricity' && (
          <div>
            <p id="bills-meter-type-label" className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
              Meter type
            </p>
            <SegmentedControl
              label="Meter type"
              value={variation === 'postpaid' ? 'postpaid' : 'prepaid'}
              onChange={(v) => form.setValue('variation_code', v)}
              segments={[
                { value: 'prepaid', label: 'Prepaid', testId: 'bills-meter-prepaid' },
                { value: 'postpaid', label: 'Postpaid', testId: 'bills-meter-postpaid' },
              ]}
            />
          </div>
        )}
        {category === 'cable_tv' && provider && (
          <SelectField
            label="Bouquet"
            selectClassName="h-12"
            name="variation_code"
            value={variation}
            onChange={(e) => chooseBouquet(e.target.value)}
            options={[
              { value: '', label: 'Select a bouquet' },
              ...bouquets.map((b) => ({
                value: b.code,
                label: `${b.name} — ${b.amount ? naira(toKobo(b.amount) ?? 0n) : ''}`,
              })),
            ]}
            data-testid="bills-bouquet"
          />
        )}
        <div>
          <TextField
            label={entry.account_label}
            placeholder={`Enter ${entry.account_label.toLowerCase()}`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={13}
            {...form.field('account_number', { normalize: digitsOnly })}
            data-testid="bills-account"
          />
          {provider && (
            <CustomerCheck
              label={entry.account_label}
              waiting={!complete}
              checking={complete && (!settled || verify.isFetching)}
              customer={customer}
              error={settled ? verify.error : null}
              onRetry={() => void verify.refetch()}
            />
          )}
        </div>
        <div>
          <TextField
            label="Amount (NGN)"
            placeholder="0.00"
            inputMode="decimal"
            autoComplete="off"
            leading={<span className="text-sm font-semibold">₦</span>}
            readOnly={category === 'cable_tv'}
            {...form.field('amount', { normalize: amountChars })}
            hint={
              category === 'cable_tv'
                ? 'Set by the bouquet'
                : provider
                  ? `${naira(toKobo(provider.min_amount) ?? 0n)} to ${naira(toKobo(provider.max_amount) ?? 0n)}`
                  : undefined
            }
            data-testid="bills-amount"
          />
          {(limit || short) && (
            <p className="mt-1.5 text-sm text-amber-700 dark:text-amber-300" data-testid="bills-amount-warning">
              {limit ?? short}
            </p>
          )}
          {balance.data && (
            <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400" data-testid="bills-available">
              Available: {naira(toKobo(balance.data.amount) ?? 0n)}
            </p>
          )}
        </div>
        {provider && complete && amountKobo !== null && <PaymentSummary service={service} amountKobo={amountKobo} />}
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!enabled}
          // The form clears after a payment and the button disables itself: focus stays on it.
          focusableWhenDisabled
          loading={pay.isPending}
          loadingText="Processing Payment..."
          leftIcon={<CreditCard className="size-4.5" aria-hidden />}
          data-testid="bills-pay"
        >
          Pay Now
        </Button>
      </form>
      <PaymentResultModal result={result} open={resultOpen} onClose={() => setResultOpen(false)} />
    </div>
  );
}
