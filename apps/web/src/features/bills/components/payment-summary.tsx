import { BILL_SERVICE_FEE_LABEL } from '@app/contract';
import { billTotals, naira } from '../lib/bill-amounts';

/** Spec §2 Bills: service, amount, service fee (₦50) and total, once all three are known. */
export function PaymentSummary({ service, amountKobo }: { service: string; amountKobo: bigint }) {
  const t = billTotals(amountKobo);
  const rows: [string, string][] = [
    ['Service', service],
    ['Amount', naira(t.amount)],
    [BILL_SERVICE_FEE_LABEL, naira(t.fee)],
  ];
  return (
    <section
      aria-label="Payment summary"
      data-testid="bills-summary"
      className="rounded-2xl bg-slate-50 p-4 text-sm ring-1 ring-slate-900/5 dark:bg-slate-800/50 dark:ring-white/5"
    >
      <h2 className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Payment summary
      </h2>
      <dl className="space-y-2.5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-start justify-between gap-3">
            <dt className="shrink-0 text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-slate-700 tabular-nums dark:text-slate-200">
              {value}
            </dd>
          </div>
        ))}
        <div className="flex items-start justify-between gap-3 border-t border-dashed border-slate-200 pt-2.5 dark:border-slate-700">
          <dt className="font-semibold text-slate-900 dark:text-white">Total</dt>
          <dd className="font-bold text-slate-900 tabular-nums dark:text-white" data-testid="bills-total">
            {naira(t.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
