import { Clock, RotateCcw, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export function VerifiedCard() {
  return (
    <Card className="p-8 text-center" data-testid="kyc-verified">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
        <ShieldCheck className="size-8" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">Identity Verified</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-500 dark:text-slate-400">
        Your identity has been verified. You have full access to deposits, withdrawals, swaps and higher limits.
      </p>
    </Card>
  );
}

export function PendingCard() {
  return (
    <Card className="p-8 text-center" data-testid="kyc-pending">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-600 dark:bg-amber-950 dark:text-amber-300">
        <Clock className="size-8" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">Verification in Progress</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-500 dark:text-slate-400">
        We&apos;re reviewing your documents. This usually takes 24-48 hours.
      </p>
    </Card>
  );
}

export function RejectedCard({ reason, onResubmit }: { reason: string | null; onResubmit: () => void }) {
  return (
    <Card className="p-8 text-center" data-testid="kyc-rejected">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-300">
        <ShieldAlert className="size-8" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">Verification rejected</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-500 dark:text-slate-400">
        We couldn&apos;t verify your identity with the details you sent.
      </p>
      {reason && (
        <p
          className="mx-auto mt-4 max-w-sm rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950/40 dark:text-red-200"
          data-testid="kyc-rejection-reason"
        >
          Reason: {reason}
        </p>
      )}
      <Button
        className="mt-6"
        onClick={onResubmit}
        leftIcon={<RotateCcw className="size-4" aria-hidden />}
        data-testid="kyc-resubmit"
      >
        Resubmit Verification
      </Button>
    </Card>
  );
}
