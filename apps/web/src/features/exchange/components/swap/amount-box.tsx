import type { Balance } from '@app/contract';
import type { ReactNode } from 'react';
import { formatBalance } from '../../../../lib/format';

/** One side of the swap: a heading, the token chooser, the amount, and the balance under it. */
export function AmountBox({
  heading,
  inputId,
  balance,
  select,
  children,
  footer,
}: {
  heading: string;
  inputId: string;
  balance: Balance | undefined;
  select: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-600 dark:bg-slate-800/60 dark:ring-slate-700 dark:focus-within:ring-brand-400">
      <div className="mb-2 flex items-center justify-between gap-2 text-xs">
        <label htmlFor={inputId} className="font-semibold text-slate-600 dark:text-slate-300">
          {heading}
        </label>
        {balance && (
          <span className="truncate text-slate-500 tabular-nums dark:text-slate-400">
            Balance: {formatBalance(balance.amount, balance.token_symbol)}
          </span>
        )}
      </div>
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">{children}</div>
        {select}
      </div>
      {footer && <div className="mt-2 flex min-h-5 items-center justify-between gap-2 text-xs">{footer}</div>}
    </div>
  );
}

export const amountInputClass =
  'block w-full min-w-0 bg-transparent text-2xl font-semibold text-slate-900 tabular-nums placeholder:text-slate-400 focus:outline-none sm:text-3xl dark:text-white dark:placeholder:text-slate-500';
