import { Ban, CircleCheck, Clock, Loader, ShieldCheck } from 'lucide-react';
import { LoadError } from '../../../../components/ui/load-error';
import { formatNgn } from '../../../../lib/format';
import { usePayoutStats } from '../../api/get-payouts';
import { StatCard } from '../shared/stat-card';

const sum = (...values: string[]) => {
  // Kobo as bigint: naira amounts never go through floats.
  const kobo = values.reduce((total, v) => total + BigInt(v.replace('.', '')), 0n);
  const text = kobo.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};

/** Counts and NGN totals per status (spec: counts cards, pending count and total). */
export function PayoutStats() {
  const stats = usePayoutStats();
  if (!stats.isPending && !stats.data)
    return (
      <LoadError className="mb-4" message="We couldn't load the payout counts." onRetry={() => void stats.refetch()} />
    );
  const { count, amount } = stats.data ?? {};
  const cards = [
    {
      label: 'Needs approval',
      n: count?.requires_approval,
      total: amount?.requires_approval,
      icon: ShieldCheck,
      id: 'requires_approval',
    },
    { label: 'Pending', n: count?.pending, total: amount?.pending, icon: Clock, id: 'pending' },
    { label: 'Processing', n: count?.processing, total: amount?.processing, icon: Loader, id: 'processing' },
    { label: 'Completed', n: count?.completed, total: amount?.completed, icon: CircleCheck, id: 'completed' },
    {
      label: 'Failed & reversed',
      n: count && count.failed + count.reversed,
      total: amount && sum(amount.failed, amount.reversed),
      icon: Ban,
      id: 'failed',
    },
  ];
  return (
    <div
      className="mb-4 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5"
      data-testid={stats.isPending ? undefined : 'payout-stats'}
      role={stats.isPending ? 'status' : undefined}
      aria-label={stats.isPending ? 'Loading payout counts' : undefined}
    >
      {cards.map(({ label, n, total, icon: Icon, id }) => (
        <StatCard
          key={id}
          label={label}
          value={n?.toLocaleString('en-US') ?? ''}
          hint={total === undefined ? '' : formatNgn(total)}
          icon={<Icon className="size-5" aria-hidden />}
          testId={`payout-count-${id}`}
          pending={stats.isPending}
        />
      ))}
    </div>
  );
}
