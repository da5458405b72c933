import { CircleAlert, CircleCheck, Landmark } from 'lucide-react';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import type { useBanks } from '../../api/get-banks';
import type { useAccountName } from '../../api/resolve-account';
import type { SendForm } from './use-send-amount';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** What name enquiry says about the account, read out as it changes. */
function AccountName({ lookup, checking }: { lookup: ReturnType<typeof useAccountName>; checking: boolean }) {
  let body = null;
  if (!checking) body = null;
  else if (lookup.isFetching)
    body = (
      <p
        className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        data-testid="bank-account-checking"
      >
        <Spinner className="size-4" /> Checking the account name…
      </p>
    );
  else if (lookup.data)
    body = (
      <div
        className="flex items-center gap-3 rounded-xl bg-brand-50 px-3.5 py-3 ring-1 ring-brand-200 dark:bg-brand-950/40 dark:ring-brand-900"
        data-testid="bank-account-name"
      >
        <CircleCheck className="size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden />
        <div className="min-w-0">
          <p className="text-xs text-brand-700 dark:text-brand-300">Account name</p>
          <p className="font-semibold break-words text-slate-900 dark:text-white">{lookup.data.account_name}</p>
        </div>
      </div>
    );
  else if (lookup.isError)
    body = (
      <p className="flex items-start gap-2 text-sm text-red-600 dark:text-red-400" data-testid="bank-account-error">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {isApiError(lookup.error) && lookup.error.status === 422
            ? 'Account not found. Check the number and the bank.'
            : errorMessage(lookup.error, 'Could not check the account name.')}{' '}
          {!(isApiError(lookup.error) && lookup.error.status === 422) && (
            <button type="button" onClick={() => void lookup.refetch()} className="font-semibold underline">
              Try again
            </button>
          )}
        </span>
      </p>
    );
  return (
    <div aria-live="polite" className="min-h-0">
      {body}
    </div>
  );
}

/** The bank selector, the account number, and the name the bank gives for it (spec §2 Send, Bank mode). */
export function BankAccountFields({
  form,
  banks,
  lookup,
  checking,
}: {
  form: SendForm;
  banks: ReturnType<typeof useBanks>;
  lookup: ReturnType<typeof useAccountName>;
  /** True once bank and number pass the check digit: the name is being or was looked up. */
  checking: boolean;
}) {
  const options = [
    { value: '', label: banks.isPending ? 'Loading banks…' : 'Select a bank' },
    ...(banks.data ?? []).map((b) => ({ value: b.code, label: b.name })),
  ];
  return (
    <div className="space-y-4">
      <SelectField
        label="Bank"
        options={options}
        disabled={banks.isPending}
        {...form.field('bank_code')}
        error={
          form.errorFor('bank_code') ??
          (banks.isError ? 'Could not load the banks. Reload the page to try again.' : undefined)
        }
        data-testid="send-bank"
      />
      <TextField
        label="Account number"
        placeholder="10-digit account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        leading={<Landmark className="size-4.5" aria-hidden />}
        {...form.field('recipient', { normalize: digitsOnly })}
        hint="We show the account holder's name before you withdraw."
        data-testid="send-account-number"
      />
      <AccountName lookup={lookup} checking={checking} />
    </div>
  );
}
