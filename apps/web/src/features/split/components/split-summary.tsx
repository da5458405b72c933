import type { SplitMethod } from '@app/contract';
import { clsx } from 'clsx';
import type { SplitPreview } from '../lib/split-preview';
import { percentText } from '../lib/split-preview';

/**
 * Spec §2 Split: the total to be distributed and, in percentage mode, the total percentage with
 * 'Perfect split!' (within 0.01 of 100) or 'Adjust percentages'. Custom mode shows what is assigned.
 */
export function SplitSummary({
  method,
  preview,
  money,
}: {
  method: SplitMethod;
  preview: SplitPreview;
  money: (units: bigint) => string;
}) {
  const customOk = preview.assigned !== null && preview.total !== null && preview.assigned === preview.total;
  return (
    <section
      aria-label="Split summary"
      aria-live="polite"
      data-testid="split-summary"
      className="space-y-2 rounded-2xl bg-slate-50 p-4 text-sm ring-1 ring-slate-900/5 dark:bg-slate-800/50 dark:ring-white/5"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="text-slate-500 dark:text-slate-400">Total to be distributed</span>
        <span className="font-bold text-slate-900 tabular-nums dark:text-white" data-testid="split-summary-total">
          {preview.total === null ? '—' : money(preview.total)}
        </span>
      </div>
      {method === 'percentage' && (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="text-slate-500 dark:text-slate-400">
            Total percentage{' '}
            <span
              className="font-semibold text-slate-900 tabular-nums dark:text-white"
              data-testid="split-summary-percent"
            >
              {preview.percentSum === null ? '—' : `${percentText(preview.percentSum)}%`}
            </span>
          </span>
          <span
            data-testid="split-summary-verdict"
            className={clsx(
              'font-semibold',
              preview.percentComplete ? 'text-brand-700 dark:text-brand-400' : 'text-amber-700 dark:text-amber-300',
            )}
          >
            {preview.percentComplete ? 'Perfect split!' : 'Adjust percentages'}
          </span>
        </div>
      )}
      {method === 'custom' && (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="text-slate-500 dark:text-slate-400">
            Assigned{' '}
            <span
              className="font-semibold text-slate-900 tabular-nums dark:text-white"
              data-testid="split-summary-assigned"
            >
              {preview.assigned === null ? '—' : money(preview.assigned)}
            </span>
          </span>
          <span
            data-testid="split-summary-verdict"
            className={clsx(
              'font-semibold',
              customOk ? 'text-brand-700 dark:text-brand-400' : 'text-amber-700 dark:text-amber-300',
            )}
          >
            {customOk ? 'Perfect split!' : 'Adjust amounts'}
          </span>
        </div>
      )}
    </section>
  );
}
