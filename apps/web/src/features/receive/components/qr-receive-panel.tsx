import { Coins, WalletMinimal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
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
export function QrReceivePanel({ tag }: { tag: string }) {
  const balances = useReceiveBalances();
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = balances.data ?? [];

  if (balances.isPending) {
    return (
      <div
        data-testid="qr-loading"
        role="status"
        className="flex items-center justify-center gap-2 py-14 text-sm text-slate-500 dark:text-slate-400"
      >
        <Spinner className="size-4" label="Loading" />
        Loading tokens...
      </div>
    );
  }
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
