import { banks, kycLabels, type KycFormOutput, type KycFormValues } from '@app/contract';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { ZodForm } from '../../../lib/forms/use-zod-form';
import { DocumentUpload } from './document-upload';

type KycZodForm = ZodForm<KycFormValues, KycFormOutput>;
const digitsOnly = (value: string) => value.replace(/\D/g, '');

export const STEPS = ['Personal Info', 'Documents', 'Review'] as const;

export function Stepper({ step }: { step: number }) {
  return (
    <ol className="mb-8 flex items-center gap-2" aria-label="Verification steps">
      {STEPS.map((label, index) => {
        const done = index < step;
        const current = index === step;
        return (
          <li key={label} className="flex flex-1 items-center gap-2" aria-current={current ? 'step' : undefined}>
            <span
              className={clsx(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                done && 'bg-brand-600 text-white',
                current && 'bg-brand-600 text-white ring-4 ring-brand-600/20',
                !done && !current && 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {done ? <Check className="size-4" aria-hidden /> : index + 1}
            </span>
            <span
              className={clsx(
                'hidden text-sm font-semibold sm:inline',
                current ? 'text-slate-900 dark:text-white' : 'text-slate-500 dark:text-slate-400',
              )}
            >
              {label}
            </span>
            {index < STEPS.length - 1 && <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" aria-hidden />}
          </li>
        );
      })}
    </ol>
  );
}

const bankOptions = [
  { value: '', label: 'Select your bank' },
  ...banks.map((b) => ({ value: b.value, label: b.label })),
];

export function PersonalInfoStep({ form }: { form: KycZodForm }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={kycLabels.full_name}
        autoComplete="name"
        placeholder="As it appears on your ID"
        {...form.field('full_name')}
        data-testid="kyc-full-name"
      />
      <TextField
        label={kycLabels.phone_number}
        type="tel"
        autoComplete="tel"
        placeholder="+234 or 0"
        {...form.field('phone_number')}
        data-testid="kyc-phone"
      />
      <SelectField
        label={kycLabels.bank_name}
        options={bankOptions}
        selectClassName="h-12"
        {...form.field('bank_name', { onChange: () => form.recheck('account_number') })}
        data-testid="kyc-bank"
      />
      <TextField
        label={kycLabels.account_number}
        inputMode="numeric"
        maxLength={10}
        placeholder="10 digits"
        {...form.field('account_number', { normalize: digitsOnly })}
        data-testid="kyc-account-number"
      />
      <TextField
        label="BVN (optional)"
        inputMode="numeric"
        maxLength={11}
        placeholder="11 digits"
        {...form.field('bvn', { normalize: digitsOnly })}
        hint="Your Bank Verification Number helps us verify you faster."
        data-testid="kyc-bvn"
      />
    </div>
  );
}

export function DocumentsStep({ form }: { form: KycZodForm }) {
  const [idDocument, proofOfAddress] = useWatch({ control: form.control, name: ['id_document', 'proof_of_address'] });
  // An upload that finished is checked at once; one that just started clears the old file quietly.
  const set = (name: 'id_document' | 'proof_of_address') => (url: string) =>
    form.setValue(name, url, { shouldValidate: Boolean(url), shouldDirty: true });
  return (
    <div className="grid gap-5">
      <DocumentUpload
        label="ID Document"
        hint="NIN, Driver's License or Passport"
        value={idDocument}
        onChange={set('id_document')}
        error={form.errorFor('id_document')}
        testId="kyc-id-document"
      />
      <DocumentUpload
        label="Proof of Address"
        hint="Utility bill from the last 3 months"
        value={proofOfAddress}
        onChange={set('proof_of_address')}
        error={form.errorFor('proof_of_address')}
        testId="kyc-proof-of-address"
      />
    </div>
  );
}

export function ReviewStep({ values }: { values: KycFormValues }) {
  const bank = banks.find((b) => b.value === values.bank_name)?.label ?? '';
  const rows: [string, string][] = [
    [kycLabels.full_name, values.full_name.trim()],
    [kycLabels.phone_number, values.phone_number.trim()],
    [kycLabels.bank_name, bank],
    [kycLabels.account_number, values.account_number],
    ['BVN', values.bvn || 'Not provided'],
    ['ID Document', values.id_document ? 'Uploaded' : 'Missing'],
    ['Proof of Address', values.proof_of_address ? 'Uploaded' : 'Missing'],
  ];
  return (
    <dl
      className="divide-y divide-slate-100 rounded-2xl bg-slate-50 px-4 dark:divide-slate-800 dark:bg-slate-800/40"
      data-testid="kyc-review"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-4 py-3 text-sm">
          <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="truncate text-right font-semibold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
