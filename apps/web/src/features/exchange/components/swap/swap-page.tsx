import { assetSymbol, type AssetSymbol } from '@app/contract';
import { BadgeCheck, Lock, Zap } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useExchangeBalances } from '../../api/get-balances';
import { LoadError } from '../../../../components/ui/load-error';
import { SwapForm } from './swap-form';

const tips = [
  {
    icon: Lock,
    title: 'Locked price',
    body: 'Each quote is held for a short time. What you see is exactly what you get.',
  },
  {
    icon: BadgeCheck,
    title: 'Fees up front',
    body: 'The platform and network fees are in the quote, taken from what you pay.',
  },
  { icon: Zap, title: 'Instant', body: 'Swaps settle on your balances at once, any time of day.' },
];

const symbolOf = (value: string | null): AssetSymbol | undefined => {
  const parsed = assetSymbol.safeParse(value?.toUpperCase());
  return parsed.success ? parsed.data : undefined;
};

/**
 * The form's parts at their heights (the title row, the two assets, the button, the note), so that
 * nothing below moves when the form comes.
 */
function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading your balances" className="space-y-4">
      <Skeleton className="h-9 w-32" />
      <Skeleton className="h-[132px] w-full rounded-2xl" />
      <Skeleton className="h-[132px] w-full rounded-2xl" />
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="mx-auto h-8 w-3/4" />
    </div>
  );
}

export function SwapPage() {
  useDocumentTitle('Instant Swap');
  const [search] = useSearchParams();
  const balances = useExchangeBalances();
  const list = balances.data ?? [];
  const wantedFrom = symbolOf(search.get('from'));
  const wantedTo = symbolOf(search.get('to'));

  let body;
  if (balances.isPending) body = <FormSkeleton />;
  else if (balances.isError && !balances.data)
    body = <LoadError message="We couldn't load your balances." onRetry={() => void balances.refetch()} />;
  // A new ?from= / ?to= starts the form afresh; balance updates (live) never do.
  else body = <SwapForm key={search.toString()} balances={list} wantedFrom={wantedFrom} wantedTo={wantedTo} />;

  return (
    <div data-testid="swap-page">
      <PageHeader title="Instant Swap" description="Exchange one token for another at a locked price." />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="p-4 sm:p-6 lg:col-span-3">{body}</Card>
        <aside aria-label="About swaps" className="space-y-3 lg:col-span-2">
          {tips.map(({ icon: Icon, title, body: text }) => (
            <Card key={title} className="flex gap-3 p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
                <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{text}</p>
              </div>
            </Card>
          ))}
        </aside>
      </div>
    </div>
  );
}
