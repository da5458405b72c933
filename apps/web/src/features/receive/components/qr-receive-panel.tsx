import { Coins, WalletMinimal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useReceiveBalances } from '../api/get-receive-balances';
import { QrAddressCard } from './qr-address-card';
import { hasAddress, TokenChooser } from './token-chooser';

function Message({ testId, icon, title, body }: { testId: string; icon: ReactNode; title: string; body?: string }) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-200 px-5 py-10 text-center dark:border-slate-700"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-300">
        {icon}
      </span>
      <p className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</p>
      {body && <p className="mt-1 max-w-xs text-sm text-slate-500 dark:text-slate-400">{body}</p>}
    </div>
  );
}

/**
 * Scan QR Code: pick a token, show its deposit address as a QR (spec §2 Receive). The
 * `?asset=ETH` search parameter preselects a token.
 */
/**
 * 'Loading tokens...' over the panel's parts at their heights (the token chooser, then the QR
 * code, tag, network, address, warning and buttons), so the tips below it do not jump down when
 * the tokens come: on a phone they were pushed off the screen (a layout shift of 0.25).
 */
function PanelSkeleton() {
  return (
    <div data-testid="qr-loading" role="status" className="space-y-6">
      <div>
        <p className="mb-2.5 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Spinner className="size-4" label="Loading" />
          Loading tokens...
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-[58px]" />
          ))}
        </div>
      </div>
      <div className="flex flex-col items-center">
        <Skeleton className="size-[232px] rounded-2xl" />
        <Skeleton className="mt-4 h-5 w-32" />
        <Skeleton className="h-7 w-40" />
        <Skeleton className="mt-2 h-6 w-24 rounded-full" />
        <Skeleton className="mt-4 h-[86px] w-full rounded-xl lg:h-[72px]" />
        <Skeleton className="mt-3 h-[72px] w-full rounded-xl lg:h-14" />
        <div className="mt-4 grid w-full grid-cols-2 gap-2 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-11 rounded-xl" />
          ))}
        </div>
      </div>
    </div>
  );
}

export function QrReceivePanel({ tag }: { tag: string }) {
  const balances = useReceiveBalances();
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = balances.data ?? [];

  if (balances.isPending) return <PanelSkeleton />;
  if (list.length === 0) {
    return <Message testId="qr-empty" icon={<Coins className="size-6" aria-hidden />} title="No tokens available" />;
  }

  const wanted = chosen ?? search.get('asset')?.toUpperCase();
  const selected = list.find((b) => b.token_symbol === wanted) ?? list.find(hasAddress) ?? list[0];

  return (
    <div className="space-y-6">
      <TokenChooser balances={list} selected={selected?.token_symbol} onSelect={setChosen} />
      {selected &&
        (hasAddress(selected) ? (
          <QrAddressCard key={selected.token_symbol} balance={selected} tag={tag} />
        ) : (
          <Message
            testId="qr-not-configured"
            icon={<WalletMinimal className="size-6" aria-hidden />}
            title="Address Not Configured"
            body={`${selected.token_name} wallet address is not set up yet.`}
          />
        ))}
    </div>
  );
}
