import type { BillVerifyResponse } from '@app/contract';
import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatNgn } from '../../../lib/format';

/**
 * Who will be paid, checked with the biller once the account number is complete (before Pay Now).
 * A polite live region, so screen readers hear the name (or the refusal) when it arrives.
 */
export function CustomerCheck({
  label,
  waiting,
  checking,
  customer,
  error,
  onRetry,
}: {
  label: string;
  /** The number is not complete yet. */
  waiting: boolean;
  checking: boolean;
  customer: BillVerifyResponse | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  let content = null;
  if (waiting) {
    content = (
      <p className="text-xs text-slate-500 dark:text-slate-400">
        We check who the {label.toLowerCase()} belongs to before you pay.
      </p>
    );
  } else if (checking) {
    content = (
      <p
        className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300"
        data-testid="bills-customer-checking"
      >
        <Spinner className="size-4" label="Checking" />
        Checking {label.toLowerCase()}…
      </p>
    );
  } else if (customer) {
    const extra = [
      customer.address,
      customer.meter_type && `${customer.meter_type === 'prepaid' ? 'Prepaid' : 'Postpaid'} meter`,
      customer.current_bouquet &&
        `On ${customer.current_bouquet}${customer.due_date ? `, due ${customer.due_date}` : ''}${
          customer.renewal_amount ? ` (renews at ${formatNgn(customer.renewal_amount)})` : ''
        }`,
    ].filter(Boolean);
    content = (
      <div
        className="flex items-start gap-2.5 rounded-xl bg-brand-50 px-3 py-2.5 ring-1 ring-brand-200 dark:bg-brand-500/10 dark:ring-brand-800"
        data-testid="bills-customer"
      >
        <CircleCheck className="mt-0.5 size-4.5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="text-slate-600 dark:text-slate-300">
            Paying{' '}
            <span className="font-semibold text-slate-900 dark:text-white" data-testid="bills-customer-name">
              {customer.customer_name}
            </span>
          </p>
          {extra.length > 0 && <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{extra.join(' · ')}</p>}
        </div>
      </div>
    );
  } else if (error) {
    const unknown = isApiError(error) && error.status === 422;
    content = (
      <div
        className="flex items-start gap-2.5 rounded-xl bg-red-50 px-3 py-2.5 ring-1 ring-red-200 dark:bg-red-950/40 dark:ring-red-900"
        data-testid="bills-customer-error"
      >
        <CircleAlert className="mt-0.5 size-4.5 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
        <div className="min-w-0 text-sm text-red-800 dark:text-red-200">
          <p>{errorMessage(error, `We couldn't check this ${label.toLowerCase()}.`)}</p>
          {!unknown && (
            <button
              type="button"
              onClick={onRetry}
              className="mt-1 inline-flex items-center gap-1 rounded-md font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-red-500"
            >
              <RefreshCw className="size-3.5" aria-hidden />
              Check again
            </button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div aria-live="polite" className="mt-2 min-h-5">
      {content}
    </div>
  );
}
