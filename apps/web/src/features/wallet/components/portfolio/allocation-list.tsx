import { ChartPie } from 'lucide-react';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { formatPercent } from '../../../../lib/format';
import type { AllocationEntry } from '../../lib/allocation';

const barColours = ['bg-brand-500', 'bg-sky-500', 'bg-violet-500', 'bg-amber-500', 'bg-rose-500', 'bg-slate-400'];

export function AllocationList({ entries }: { entries: AllocationEntry[] }) {
  const shown = entries.filter((e) => e.percent > 0);
  return (
    <Card data-testid="allocation-list" className="p-4 sm:p-5">
      <h2 className="font-semibold text-slate-900 dark:text-white">Asset Allocation</h2>
      {shown.length === 0 ? (
        <EmptyState
          icon={<ChartPie className="size-7" aria-hidden />}
          title="No allocation data"
          data-testid="allocation-empty"
        />
      ) : (
        <>
          <div className="mt-4 flex h-3 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden>
            {shown.map((e, i) => (
              <div
                key={e.balance.id}
                className={barColours[i % barColours.length]}
                style={{ width: `${e.percent}%` }}
              />
            ))}
          </div>
          <ul className="mt-5 space-y-4">
            {shown.map((e, i) => (
              <li key={e.balance.id} data-testid="allocation-row" data-symbol={e.balance.token_symbol}>
                <div className="flex items-center justify-between gap-3 text-sm">
                  <span className="flex min-w-0 items-center gap-2">
                    <span
                      className={`size-2.5 shrink-0 rounded-full ${barColours[i % barColours.length]}`}
                      aria-hidden
                    />
                    <span className="truncate font-medium text-slate-700 dark:text-slate-200">
                      {e.balance.token_name}
                    </span>
                    <span className="text-xs text-slate-500 dark:text-slate-400">{e.balance.token_symbol}</span>
                  </span>
                  <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
                    {formatPercent(e.percent)}
                  </span>
                </div>
                <div
                  role="meter"
                  aria-label={`${e.balance.token_name} share`}
                  aria-valuenow={Number(e.percent.toFixed(1))}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                >
                  <div
                    className={`h-full rounded-full ${barColours[i % barColours.length]}`}
                    style={{ width: `${e.percent}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
