import { Receipt, ShieldCheck, Undo2, Zap } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { DailyLimitNote } from '../../../components/ui/daily-limit-note';
import { Skeleton } from '../../../components/ui/skeleton';
import { loadingFirstTime } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBillCatalog } from '../api/get-catalog';
import { useNgnBalance } from '../api/get-ngn-balance';
import { BillForm } from './bill-form';
import { RecentBills } from './recent-bills';

// The spec's marketing tiles. 'Reliable' says what we do rather than a success rate we have not
// measured (the spec's '99.9%' was a placeholder).
const tiles = [
  { icon: Zap, title: 'Instant', body: 'Most payments are confirmed by the biller in seconds.' },
  { icon: ShieldCheck, title: 'Secure', body: 'Paid from your wallet; every step is recorded in your history.' },
  {
    icon: Undo2,
    title: 'Reliable',
    body: 'If a biller fails a payment, the amount and fee come straight back. Pending ones are followed up.',
  },
];

/**
 * The form's parts at their heights (the categories, the limit note, provider, meter type, account,
 * amount, the button), so that what is below does not move when the billers come.
 */
function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading billers" className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-[52px] w-full" />
        ))}
      </div>
      <div className="space-y-5 lg:max-w-xl">
        <DailyLimitNote />
        {['h-[74px]', 'h-[74px]', 'h-[74px]', 'h-24', 'h-12'].map((height, i) => (
          <Skeleton key={i} className={`w-full ${height}`} />
        ))}
      </div>
    </div>
  );
}

export function BillsPage() {
  useDocumentTitle('Pay Bills');
  const catalog = useBillCatalog();
  // The form comes with the naira available under its amount, so that line does not push it down.
  const balance = useNgnBalance();
  let panel;
  if (catalog.isPending || loadingFirstTime(balance)) panel = <FormSkeleton />;
  else if (catalog.isError && !catalog.data)
    panel = <LoadError message="We couldn't load the billers." onRetry={() => void catalog.refetch()} />;
  else if (!catalog.data.length)
    panel = (
      <EmptyState
        icon={<Receipt className="size-7" aria-hidden />}
        title="No billers available"
        data-testid="bills-empty"
      />
    );
  else panel = <BillForm catalog={catalog.data} />;

  return (
    <div data-testid="bills-page">
      <PageHeader title="Pay Bills" description="Electricity, internet, airtime, cable TV and betting top-ups." />
      <Card className="p-4 sm:p-6">{panel}</Card>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <RecentBills />
        <aside aria-label="Why pay bills here" className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {tiles.map(({ icon: Icon, title, body }) => (
            <Card key={title} className="flex gap-3 p-4" data-testid="bills-tile">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
                <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{body}</p>
              </div>
            </Card>
          ))}
        </aside>
      </div>
    </div>
  );
}
