import type { PortfolioRange } from '@app/contract';
import { lazy, Suspense, useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatFiat } from '../../../../lib/format';
import { useLocalCurrency } from '../../../../lib/local-currency';
import { usePortfolioHistory } from '../../api/get-portfolio-history';
import { toUnits } from '../../lib/amounts';
import { LoadError } from '../../../../components/ui/load-error';

// recharts is large: it loads with the dialog, not with the hub.
const PortfolioChart = lazy(() => import('./portfolio-chart').then((m) => ({ default: m.PortfolioChart })));

const ranges: { value: PortfolioRange; label: string }[] = [
  { value: '24h', label: '24H' },
  { value: '7d', label: '7D' },
  { value: '30d', label: '30D' },
  { value: '90d', label: '90D' },
];

/** Change between two fiat strings, in percent with 1 decimal, from whole kobo/cents (no float money). */
export function percentChange(from: string, to: string): string | null {
  const a = toUnits(from, 2);
  const b = toUnits(to, 2);
  if (a === null || b === null || a === 0n) return null;
  const tenths = ((b - a) * 1000n) / a;
  const sign = tenths > 0n ? '+' : tenths < 0n ? '−' : '';
  const abs = tenths < 0n ? -tenths : tenths;
  return `${sign}${abs / 10n}.${abs % 10n}%`;
}

/** Portfolio Analytics (issue 9): the portfolio's value over time, from the ledger and the price history. */
export function PortfolioAnalyticsDialog({ onClose }: { onClose: () => void }) {
  const [range, setRange] = useState<PortfolioRange>('7d');
  const { currency } = useLocalCurrency();
  const history = usePortfolioHistory(range);
  const points = history.data?.points ?? [];
  const pick = (p: { usd_value: string; ngn_value: string }) => (currency === 'NGN' ? p.ngn_value : p.usd_value);
  const first = points[0];
  const last = points.at(-1);
  const empty = points.every((p) => toUnits(p.usd_value, 2) === 0n);
  const change = first && last ? percentChange(pick(first), pick(last)) : null;

  return (
    <Modal open onClose={onClose} title="Portfolio Analytics" wide data-testid="portfolio-analytics">
      <div className="mt-4 space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm text-slate-500 dark:text-slate-400">Value now</p>
            <p data-testid="portfolio-now" className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
              {last ? formatFiat(pick(last), currency) : '…'}
            </p>
            {change && (
              <p data-testid="portfolio-change" className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
                {change} over {ranges.find((r) => r.value === range)!.label}
              </p>
            )}
          </div>
          <SegmentedControl<PortfolioRange>
            label="Period"
            size="sm"
            value={range}
            onChange={setRange}
            segments={ranges.map((r) => ({ ...r, testId: `portfolio-range-${r.value}` }))}
          />
        </div>
        <div data-testid="portfolio-chart" className="h-64 text-slate-500 sm:h-72 dark:text-slate-400">
          {history.isPending ? (
            <Skeleton className="size-full rounded-2xl" />
          ) : history.isError && !history.data ? (
            <LoadError message="We couldn't load your portfolio history." onRetry={() => void history.refetch()} />
          ) : empty ? (
            <p
              data-testid="portfolio-empty"
              className="flex size-full items-center justify-center rounded-2xl bg-slate-50 text-sm dark:bg-slate-800/60"
            >
              No portfolio history yet for this period.
            </p>
          ) : (
            <figure
              className="size-full"
              aria-label={`Portfolio value over ${range}: ${first ? formatFiat(pick(first), currency) : ''} to ${last ? formatFiat(pick(last), currency) : ''}`}
              role="img"
            >
              <Suspense fallback={<Skeleton className="size-full rounded-2xl" />}>
                <PortfolioChart points={points} currency={currency} hourly={range === '24h'} />
              </Suspense>
            </figure>
          )}
        </div>
      </div>
    </Modal>
  );
}
