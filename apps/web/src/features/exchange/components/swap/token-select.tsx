import type { Balance } from '@app/contract';
import { ChevronDown } from 'lucide-react';
import { AssetLogo } from '../../../../components/ui/asset-logo';
import { formatBalance } from '../../../../lib/format';

/**
 * A native select (keyboard and phone pickers for free) under a face showing the chosen token's
 * logo and symbol. Named by `label` ('Token to pay'), so the two selects of the form differ.
 */
export function TokenSelect({
  balances,
  value,
  onChange,
  label,
  testId,
}: {
  balances: Balance[];
  value: string;
  onChange: (symbol: string) => void;
  label: string;
  testId: string;
}) {
  const selected = balances.find((b) => b.token_symbol === value);
  return (
    <div className="relative shrink-0">
      <select
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
      >
        {balances.map((b) => (
          <option key={b.id} value={b.token_symbol}>
            {b.token_name} ({b.token_symbol}) · {formatBalance(b.amount)}
          </option>
        ))}
      </select>
      <div
        aria-hidden
        className="flex h-11 items-center gap-2 rounded-full bg-white py-1 pr-8 pl-1.5 ring-1 ring-slate-300 transition peer-hover:ring-slate-400 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 dark:bg-slate-900 dark:ring-slate-700 dark:peer-focus-visible:ring-brand-400"
      >
        {selected && (
          <>
            <AssetLogo src={selected.token_logo_url} symbol={selected.token_symbol} className="size-8!" />
            <span className="text-sm font-bold text-slate-900 dark:text-white">{selected.token_symbol}</span>
          </>
        )}
      </div>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        aria-hidden
      />
    </div>
  );
}
