import { banks, kycLabels } from '@app/contract';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { DocumentValues, KycErrors, PersonalInfoValues } from '../lib/validate-kyc';
import { DocumentUpload } from './document-upload';

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

export function PersonalInfoStep({
  values,
  errors,
  onChange,
}: {
  values: PersonalInfoValues;
  errors: KycErrors;
  onChange: <K extends keyof PersonalInfoValues>(key: K, value: PersonalInfoValues[K]) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={kycLabels.full_name}
        name="full_name"
        autoComplete="name"
        placeholder="As it appears on your ID"
        value={values.full_name}
        onChange={(e) => onChange('full_name', e.target.value)}
        error={errors.full_name}
        data-testid="kyc-full-name"
      />
      <TextField
        label={kycLabels.phone_number}
        name="phone_number"
        type="tel"
        autoComplete="tel"
        placeholder="+234 or 0"
        value={values.phone_number}
        onChange={(e) => onChange('phone_number', e.target.value)}
        error={errors.phone_number}
        data-testid="kyc-phone"
      />
      <div>
        <SelectField
          label={kycLabels.bank_name}
          name="bank_name"
          options={bankOptions}
          value={values.bank_name}
          onChange={(e) => onChange('bank_name', e.target.value as PersonalInfoValues['bank_name'])}
          selectClassName={clsx('h-12', errors.bank_name && 'border-red-400')}
          data-testid="kyc-bank"
          aria-invalid={errors.bank_name ? true : undefined}
        />
        {errors.bank_name && (
          <p className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-testid="bank_name-error">
            {errors.bank_name}
          </p>
        )}
      </div>
      <TextField
        label={kycLabels.account_number}
        name="account_number"
        inputMode="numeric"
        maxLength={10}
        placeholder="10 digits"
        value={values.account_number}
        onChange={(e) => onChange('account_number', e.target.value.replace(/\D/g, ''))}
        error={errors.account_number}
        data-testid="kyc-account-number"
      />
      <TextField
        label="BVN (optional)"
        name="bvn"
        inputMode="numeric"
        maxLength={11}
        placeholder="11 digits"
        value={values.bvn}
        onChange={(e) => onChange('bvn', e.target.value.replace(/\D/g, ''))}
        error={errors.bvn}
        hint="Your Bank Verification Number helps us verify you faster."
        data-testid="kyc-bvn"
      />
    </div>
  );
}

export function DocumentsStep({
  values,
  errors,
  onChange,
}: {
  values: DocumentValues;
  errors: KycErrors;
  onChange: (key: keyof DocumentValues, url: string) => void;
}) {
  return (
    <div className="grid gap-5">
      <DocumentUpload
        label="ID Document"
        hint="NIN, Driver's License or Passport"
        value={values.id_document}
        onChange={(url) => onChange('id_document', url)}
        error={errors.id_document}
        testId="kyc-id-document"
      />
      <DocumentUpload
        label="Proof of Address"
        hint="Utility bill from the last 3 months"
        value={values.proof_of_address}
        onChange={(url) => onChange('proof_of_address', url)}
        error={errors.proof_of_address}
        testId="kyc-proof-of-address"
      />
    </div>
  );
}

export function ReviewStep({ values, documents }: { values: PersonalInfoValues; documents: DocumentValues }) {
  const bank = banks.find((b) => b.value === values.bank_name)?.label ?? '';
  const rows: [string, string][] = [
    [kycLabels.full_name, values.full_name.trim()],
    [kycLabels.phone_number, values.phone_number.trim()],
    [kycLabels.bank_name, bank],
    [kycLabels.account_number, values.account_number],
    ['BVN', values.bvn || 'Not provided'],
    ['ID Document', documents.id_document ? 'Uploaded' : 'Missing'],
    ['Proof of Address', documents.proof_of_address ? 'Uploaded' : 'Missing'],
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
