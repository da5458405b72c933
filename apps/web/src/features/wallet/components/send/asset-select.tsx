import type { Balance } from '@app/contract';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { fieldInputClass, fieldToneClass } from '../../../../components/ui/text-field';
import { formatDecimal } from '../../../../lib/format';
import { AssetLogo } from '../shared/asset-logo';

/** Native select (keyboard and mobile pickers for free) with the chosen token's logo beside it. */
export function AssetSelect({
  balances,
  value,
  onChange,
  id,
}: {
  balances: Balance[];
  value: string;
  onChange: (id: string) => void;
  id: string;
}) {
  const selected = balances.find((b) => b.id === value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        Asset
      </label>
      <div className="relative">
        {selected && (
          <AssetLogo
            src={selected.token_logo_url}
            symbol={selected.token_symbol}
            className="pointer-events-none absolute top-1/2 left-3 size-7! -translate-y-1/2"
          />
        )}
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid="send-asset"
          className={clsx(
            fieldInputClass,
            fieldToneClass.default,
            'h-14 appearance-none pr-10 pl-13 text-sm font-semibold sm:text-[15px]',
          )}
        >
          {balances.map((b) => (
            <option key={b.id} value={b.id}>
              {b.token_name} ({b.token_symbol}) · {formatDecimal(b.amount, { maxFraction: 6 })}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden
        />
      </div>
    </div>
  );
}
