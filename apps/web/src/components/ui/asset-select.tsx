import type { Balance } from '@app/contract';
import { ChevronDown } from 'lucide-react';
import { formatBalance } from '../../lib/format';
import { AssetLogo } from './asset-logo';

const balanceText = (b: Balance) => formatBalance(b.amount, b.token_symbol);

/**
 * A native select (keyboard and mobile pickers for free), invisible over a two-line face that
 * shows the chosen token and its whole balance: a closed select has one line and cuts it off on a
 * phone ('Nigerian Naira (NGN) · 248,').
 */
export function AssetSelect({
  balances,
  value,
  onChange,
  id,
  label = 'Asset',
  showBalance = true,
  testId,
}: {
  balances: Balance[];
  value: string;
  onChange: (id: string) => void;
  id: string;
  label?: string;
  /** Each token's balance, in its options and under the chosen one; off where no balance is spent. */
  showBalance?: boolean;
  /** The select's test id; its face and balance line add `-face` and `-balance`. */
  testId: string;
}) {
  const selected = balances.find((b) => b.id === value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
          className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
        >
          {balances.map((b) => (
            <option key={b.id} value={b.id}>
              {b.token_name} ({b.token_symbol}){showBalance && ` · ${formatBalance(b.amount)}`}
            </option>
          ))}
        </select>
        <div
          aria-hidden
          data-testid={`${testId}-face`}
          className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-300 bg-white py-2 pr-10 pl-3 transition peer-hover:border-slate-400 peer-focus:border-brand-600 peer-focus:ring-1 peer-focus:ring-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:peer-focus:border-brand-400 dark:peer-focus:ring-brand-400"
        >
          {selected && (
            <>
              <AssetLogo src={selected.token_logo_url} symbol={selected.token_symbol} className="size-8! shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold break-words text-slate-900 sm:text-[15px] dark:text-slate-100">
                  {selected.token_name} ({selected.token_symbol})
                </p>
                {showBalance && (
                  <p
                    data-testid={`${testId}-balance`}
                    className="text-xs break-words text-slate-500 tabular-nums dark:text-slate-400"
                  >
                    Balance {balanceText(selected)}
                  </p>
                )}
              </div>
            </>
          )}
        </div>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden
        />
      </div>
    </div>
  );
}
