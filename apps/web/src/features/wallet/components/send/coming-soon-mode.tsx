import { Clock, Landmark } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

const copy = {
  bank: {
    icon: Landmark,
    title: 'Withdraw to a Nigerian bank is coming soon',
    body: 'Bank payouts to GTBank, Access Bank, Zenith Bank, First Bank and UBA are on the way.',
    button: 'Withdraw to Bank',
  },
} as const;

export function ComingSoonMode({ mode, onUseTag }: { mode: keyof typeof copy; onUseTag: () => void }) {
  const { icon: Icon, title, body, button } = copy[mode];
  return (
    <div data-testid={`send-${mode}-coming-soon`} className="space-y-5">
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-200 px-5 py-10 text-center dark:border-slate-700">
        <span className="relative flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 dark:bg-brand-500/10 dark:text-brand-300 dark:ring-brand-500/20">
          <Icon className="size-6" aria-hidden />
          <Clock
            className="absolute -right-1.5 -bottom-1.5 size-5 rounded-full bg-white p-0.5 text-amber-500 dark:bg-slate-900"
            aria-hidden
          />
        </span>
        <p className="mt-4 font-semibold text-slate-900 dark:text-white">{title}</p>
        <p className="mt-1 max-w-sm text-sm text-slate-500 dark:text-slate-400">{body}</p>
        <button
          type="button"
          onClick={onUseTag}
          className="mt-4 rounded-md text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
        >
          Send by tag instead
        </button>
      </div>
      <Button size="lg" fullWidth disabled data-testid="send-submit">
        {button}
      </Button>
    </div>
  );
}
