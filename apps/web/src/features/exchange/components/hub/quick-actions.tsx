import { ArrowLeftRight, ChartLine, ShieldCheck } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import { paths } from '../../../../paths';

const cardClass =
  'flex w-full items-start gap-3 rounded-2xl bg-white p-4 text-left shadow-card ring-1 ring-slate-900/5 dark:bg-slate-900 dark:ring-white/10';

function Face({
  icon: Icon,
  title,
  body,
}: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  body: ReactNode;
}) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-500 dark:text-slate-400">{body}</span>
      </span>
    </>
  );
}

/** Quick actions (spec): Instant Swap opens /swap prefilled; Auto-Protect explains; Portfolio Analytics opens the chart. */
export function QuickActions({ onAnalytics }: { onAnalytics: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <button
        type="button"
        data-testid="hub-instant-swap"
        onClick={() => {
          toast('Swapping ETH to NGN');
          void navigate(`${paths.swap}?from=ETH&to=NGN`);
        }}
        className={`${cardClass} transition-colors hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:ring-brand-700`}
      >
        <Face icon={ArrowLeftRight} title="Instant Swap" body="ETH to NGN at a locked price" />
      </button>
      <div data-testid="hub-auto-protect" className={cardClass}>
        <Face
          icon={ShieldCheck}
          title="Auto-Protect"
          body="Set a threshold on a token below; anything above it converts to NGN."
        />
      </div>
      <button
        type="button"
        data-testid="hub-analytics"
        onClick={onAnalytics}
        className={`${cardClass} transition-colors hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:ring-brand-700`}
      >
        <Face icon={ChartLine} title="Portfolio Analytics" body="Your portfolio's value over time" />
      </button>
    </div>
  );
}
