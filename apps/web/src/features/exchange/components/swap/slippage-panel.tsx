import { SLIPPAGE } from '@app/contract';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { fieldInputClass, fieldToneClass } from '../../../../components/ui/text-field';
import { checkSlippage } from '../../lib/amounts';

const presetLabel = (p: number) => `${p.toFixed(1)}%`;

/**
 * Slippage tolerance (spec §9): presets 0.1, 0.5 and 1.0, or a custom 0.1–50 (step 0.1). A custom
 * value applies once valid; until then the last good value stays in force.
 */
export function SlippagePanel({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const isPreset = (SLIPPAGE.presets as readonly number[]).includes(value);
  const [custom, setCustom] = useState(isPreset ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      data-testid="slippage-panel"
      className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700"
    >
      <p id={`${id}-title`} className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
        Slippage tolerance
      </p>
      <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">
        The most the price may move against you. The quote is locked, so you get what is shown; this sets the minimum
        received.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {SLIPPAGE.presets.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={value === p && custom === ''}
            data-testid={`slippage-${p}`}
            onClick={() => {
              setCustom('');
              setError(null);
              onChange(p);
            }}
            className={clsx(
              'h-9 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
              value === p && custom === ''
                ? 'bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700',
            )}
          >
            {presetLabel(p)}
          </button>
        ))}
        <div className="relative w-28">
          <label htmlFor={id} className="sr-only">
            Custom slippage (%)
          </label>
          <input
            id={id}
            type="number"
            inputMode="decimal"
            step={0.1}
            min={SLIPPAGE.min}
            max={SLIPPAGE.max}
            placeholder="Custom"
            value={custom}
            data-testid="slippage-custom"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              const text = e.target.value;
              setCustom(text);
              if (text.trim() === '') {
                setError(null);
                return;
              }
              const checked = checkSlippage(text);
              setError(checked.ok ? null : checked.message);
              if (checked.ok) onChange(checked.value);
            }}
            className={clsx(fieldInputClass, 'h-9 pr-7 pl-3 text-sm', fieldToneClass[error ? 'invalid' : 'default'])}
          />
          <span className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-sm text-slate-500 dark:text-slate-400">
            %
          </span>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} data-testid="slippage-error" className="mt-2 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
