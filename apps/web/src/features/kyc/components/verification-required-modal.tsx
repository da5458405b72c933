import { ArrowDownUp, ArrowLeftRight, ShieldCheck, TrendingUp, Wallet } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

const benefits = [
  { icon: ArrowDownUp, title: 'Deposits & Withdrawals', text: 'Move money in and out of your wallet' },
  { icon: ArrowLeftRight, title: 'Crypto Swaps', text: 'Exchange between tokens instantly' },
  { icon: Wallet, title: 'Wallet Purchases', text: 'Pay bills and buy with your balance' },
  { icon: TrendingUp, title: 'Higher Limits', text: 'Send and receive larger amounts' },
];

export function VerificationRequiredModal({
  open,
  onStart,
  returnFocusTo,
}: {
  open: boolean;
  onStart: () => void;
  /** The form that closing leads to: its first field takes focus. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Modal
      open={open}
      onClose={onStart}
      title="Verification Required"
      returnFocusTo={returnFocusTo}
      data-testid="kyc-required-modal"
    >
      <div className="mt-2 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
        <ShieldCheck className="size-4 text-brand-600 dark:text-brand-400" aria-hidden />
        Verify your identity to unlock every feature.
      </div>
      <ul className="mt-5 space-y-3">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/50">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
              <Icon className="size-4.5" aria-hidden />
            </span>
            <div>
              <p className="text-sm font-semibold text-slate-900 dark:text-white">{title}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Button className="mt-6" size="lg" fullWidth onClick={onStart} data-testid="kyc-start">
        Start Verification
      </Button>
    </Modal>
  );
}
