import type { Balance } from '@app/contract';
import { clsx } from 'clsx';
import { AssetLogo } from '../../../components/ui/asset-logo';

export const hasAddress = (b: Balance) => b.address.trim() !== '';

/** The tokens to receive; ones without a deposit address are dimmed and marked (spec §2). */
export function TokenChooser({
  balances,
  selected,
  onSelect,
}: {
  balances: Balance[];
  selected: string | undefined;
  onSelect: (symbol: string) => void;
}) {
  const available = balances.filter(hasAddress).length;
  return (
    <div>
      <div className="mb-2.5 flex items-center justify-between gap-3">
        <h2 id="qr-token-heading" className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Choose a token
        </h2>
        <span
          data-testid="qr-available-count"
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-500/10 dark:text-brand-300"
        >
          {available} available
        </span>
      </div>
      <div role="group" aria-labelledby="qr-token-heading" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {balances.map((b) => {
          const ok = hasAddress(b);
          const isSelected = b.token_symbol === selected;
          return (
            <button
              key={b.id}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(b.token_symbol)}
              data-testid="qr-token-option"
              data-symbol={b.token_symbol}
              data-available={ok}
              className={clsx(
                'flex min-w-0 items-center gap-2.5 rounded-xl border p-2.5 text-left transition',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                isSelected
                  ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500 dark:bg-brand-500/10'
                  : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60',
                // Dimmed by a dashed edge and a faded logo, not by fading the text below 4.5:1.
                !ok && 'border-dashed',
              )}
            >
              <AssetLogo
                src={b.token_logo_url}
                symbol={b.token_symbol}
                className={clsx('size-8!', !ok && 'opacity-50 grayscale')}
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">{b.token_symbol}</span>
                <span
                  className={clsx(
                    'block text-xs leading-4 break-words',
                    ok ? 'text-slate-500 dark:text-slate-400' : 'font-medium text-amber-700 dark:text-amber-400',
                  )}
                >
                  {ok ? b.token_name : 'Address not set'}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
