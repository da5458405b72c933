import type { Payout, PayoutStatus } from '@app/contract';
import { clsx } from 'clsx';
import { ArrowUpRight, CircleCheck, CircleX, Clock, Loader, ShieldCheck, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatNgn } from '../../../../lib/format';
import { usePayouts } from '../../api/get-payouts';
import { transactionPath } from '../../../../paths';

const providerName = (p: Payout['provider']) =>
  p === 'flutterwave' ? 'Flutterwave' : p === 'paystack' ? 'Paystack' : null;

/** What each payout state means to the user. */
export function payoutStatusCopy(p: Payout): {
  title: string;
  body: string;
  icon: ReactNode;
  tone: 'amber' | 'green' | 'red' | 'sky';
} {
  const to = `${p.account_name} (${p.bank_name} ${p.account_number})`;
  const copy: Record<PayoutStatus, ReturnType<typeof payoutStatusCopy>> = {
    requires_approval: {
      title: 'Awaiting approval',
      body: 'Large withdrawals, and those from accounts not yet verified, are checked by our team before they are sent.',
      icon: <ShieldCheck className="size-5" aria-hidden />,
      tone: 'amber',
    },
    pending: {
      title: 'Queued',
      body: `Your withdrawal to ${to} is about to be sent.`,
      icon: <Clock className="size-5" aria-hidden />,
      tone: 'sky',
    },
    processing: {
      title: `Sending to ${p.bank_name}`,
      body: `${providerName(p.provider) ?? 'Our payout partner'} is paying ${to}. This usually takes a few seconds.`,
      icon: <Loader className="size-5 motion-safe:animate-spin" aria-hidden />,
      tone: 'sky',
    },
    completed: {
      title: 'Paid',
      body: `${formatNgn(p.amount)} was paid to ${to}.`,
      icon: <CircleCheck className="size-5" aria-hidden />,
      tone: 'green',
    },
    failed: {
      title: 'Failed — refunded',
      body: `${p.failure_reason ?? 'The transfer could not be completed'}. The amount and fees are back in your wallet.`,
      icon: <CircleX className="size-5" aria-hidden />,
      tone: 'red',
    },
    reversed: {
      title: 'Reversed — refunded',
      body: `${p.bank_name} returned the transfer. The amount and fees are back in your wallet.`,
      icon: <Undo2 className="size-5" aria-hidden />,
      tone: 'red',
    },
  };
  return copy[p.status];
}

const toneClasses = {
  amber: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-400/20',
  green:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-200 dark:ring-emerald-400/20',
  red: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-500/10 dark:text-red-200 dark:ring-red-400/20',
  sky: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-500/10 dark:text-sky-200 dark:ring-sky-400/20',
};

/** The live state of a payout just made: refreshed by the server's `payout_update` events. */
export function PayoutStatusCard({ payoutId }: { payoutId: string }) {
  const payouts = usePayouts();
  const payout = payouts.data?.find((p) => p.id === payoutId);
  if (!payout) return <Skeleton className="h-24 w-full" />;
  const copy = payoutStatusCopy(payout);
  return (
    <section
      aria-label="Withdrawal status"
      aria-live="polite"
      data-testid="payout-status"
      data-status={payout.status}
      className={clsx('rounded-2xl p-4 ring-1', toneClasses[copy.tone])}
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 shrink-0">{copy.icon}</span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h2 className="font-semibold" data-testid="payout-status-title">
              {copy.title}
            </h2>
            <span className="font-semibold tabular-nums">{formatNgn(payout.amount)}</span>
          </div>
          <p className="mt-1 text-sm break-words">{copy.body}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <span className="font-mono break-all">Ref: {payout.reference}</span>
            <Link
              to={transactionPath(payout.transaction_id)}
              className="inline-flex items-center gap-0.5 font-semibold underline underline-offset-2"
            >
              View transaction <ArrowUpRight className="size-3" aria-hidden />
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
