import type { Balance } from '@app/contract';
import { clsx } from 'clsx';
import { fieldInputClass, fieldToneClass } from '../../../../components/ui/text-field';
import { Spinner } from '../../../../components/ui/spinner';
import { formatBalance, formatUsd } from '../../../../lib/format';
import { normalizeAmount } from '../../lib/send-rules';

function usdApprox(amount: string, price: string): string {
  const value = Number(normalizeAmount(amount)) * Number(price);
  return Number.isFinite(value) ? formatUsd(value.toFixed(2)) : formatUsd('0');
}

export function AmountField({
  id,
  balance,
  value,
  onChange,
  onMax,
  maxLoading,
  error,
  warning,
}: {
  id: string;
  balance: Balance | undefined;
  value: string;
  onChange: (value: string) => void;
  onMax: () => void;
  maxLoading: boolean;
  error: string | null;
  warning: string | null;
}) {
  const messageId = `${id}-message`;
  const message = error ?? warning;
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Amount
        </label>
        {balance && (
          <span data-testid="send-available" className="truncate text-xs text-slate-500 dark:text-slate-400">
            Available:{' '}
            <span className="font-semibold text-slate-700 dark:text-slate-200">
              {formatBalance(balance.amount, balance.token_symbol)}
            </span>
          </span>
        )}
      </div>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/[^\d.,]/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          data-testid="send-amount"
          className={clsx(
            fieldInputClass,
            'h-14 pr-28 pl-3.5 text-xl font-semibold tabular-nums',
            fieldToneClass[error ? 'invalid' : 'default'],
          )}
        />
        <div className="absolute inset-y-0 right-2 flex items-center gap-2">
          <span className="text-sm font-semibold text-slate-500 dark:text-slate-400">{balance?.token_symbol}</span>
          <button
            type="button"
            onClick={onMax}
            disabled={!balance || maxLoading}
            data-testid="send-max"
            className="flex h-8 min-w-12 items-center justify-center rounded-lg bg-brand-50 px-2.5 text-xs font-bold text-brand-700 transition-colors hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:bg-brand-500/10 dark:text-brand-300 dark:hover:bg-brand-500/20"
          >
            {maxLoading ? <Spinner className="size-3.5" label="Working out the maximum" /> : 'MAX'}
          </button>
        </div>
      </div>
      <div className="mt-1.5 flex items-start justify-between gap-3 text-xs">
        {message ? (
          <p
            id={messageId}
            data-testid={error ? 'send-amount-error' : 'send-amount-warning'}
            className={error ? 'text-red-600 dark:text-red-400' : 'text-amber-600 dark:text-amber-400'}
          >
            {message}
          </p>
        ) : (
          <span />
        )}
        {balance && (
          <span data-testid="send-usd-approx" className="shrink-0 text-slate-500 tabular-nums dark:text-slate-400">
            ≈ {usdApprox(value, balance.token_price)}
          </span>
        )}
      </div>
    </div>
  );
}
