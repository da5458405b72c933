import type { SolvencyRow } from '@app/contract';
import { formatDecimal, formatToken, formatUsd } from '../../../../lib/format';
import { Badge } from '../shared/badge';

const statusBadge = {
  covered: { tone: 'green', label: 'Covered' },
  short: { tone: 'red', label: 'Short' },
  unknown: { tone: 'gray', label: 'Not measured' },
} as const;

const amount = (value: string | null, asset: string) => (value === null ? '—' : formatToken(value, asset, 6));

/**
 * Solvency per asset: what users are owed against what the platform can be seen to hold (on
 * chain, at the payout providers), with the platform's own ledger accounts for reference.
 */
export function SolvencyTable({ rows }: { rows: SolvencyRow[] }) {
  return (
    <div className="space-y-3" data-testid="solvency">
      {rows.map((r) => {
        const badge = statusBadge[r.status];
        return (
          <div
            key={r.asset}
            className="rounded-xl p-4 ring-1 ring-slate-900/5 dark:ring-white/10"
            data-testid={`solvency-${r.asset}`}
            data-status={r.status}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900 dark:text-white">{r.asset}</h3>
              <span className="flex items-center gap-2">
                <span
                  className="text-sm font-semibold tabular-nums text-slate-900 dark:text-white"
                  data-testid="solvency-coverage"
                >
                  {r.coverage === null ? '—' : `${r.coverage}%`}
                </span>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </span>
            </div>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
              <div className="min-w-0">
                <dt className="text-xs text-slate-500 dark:text-slate-400">Owed to users</dt>
                <dd className="font-medium tabular-nums wrap-anywhere text-slate-900 dark:text-white">
                  {amount(r.owed, r.asset)}{' '}
                  <span className="text-xs text-slate-500 dark:text-slate-400">({formatUsd(r.owed_usd)})</span>
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-slate-500 dark:text-slate-400">Held</dt>
                <dd className="font-medium tabular-nums wrap-anywhere text-slate-900 dark:text-white">
                  {amount(r.held, r.asset)}
                  {r.held_usd && (
                    <span className="text-xs text-slate-500 dark:text-slate-400"> ({formatUsd(r.held_usd)})</span>
                  )}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-slate-500 dark:text-slate-400">Ledger: treasury · fees · clearing</dt>
                <dd className="tabular-nums wrap-anywhere text-slate-700 dark:text-slate-200">
                  {[r.ledger.treasury, r.ledger.fees, r.ledger.clearing]
                    .map((v) => formatDecimal(v, { maxFraction: 8 }))
                    .join(' · ')}
                </dd>
              </div>
            </dl>
            <ul className="mt-3 space-y-1 text-xs text-slate-600 dark:text-slate-300">
              {r.sources.map((s) => (
                <li key={`${s.kind}-${s.label}`} className="flex flex-wrap justify-between gap-2">
                  <span>{s.label}</span>
                  <span className="tabular-nums">
                    {s.status === 'ok'
                      ? amount(s.amount, r.asset)
                      : s.status === 'not_connected'
                        ? 'not connected'
                        : 'unavailable'}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
