import type { Balance, KycStatus } from '@app/contract';
import { ArrowDownToLine, ArrowLeftRight, ArrowUpFromLine, Clock, Coins, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatBalance, formatPrice, formatUsd, MASKED_VALUE } from '../../../../lib/format';
import { useLocalCurrency } from '../../../../lib/local-currency';
import { paths } from '../../../../paths';
import { hasBalance } from '../../lib/allocation';
import { AssetLogo } from '../shared/asset-logo';
import { LoadError } from '../../../../components/ui/load-error';

function ActionLink({
  to,
  label,
  symbol,
  children,
}: {
  to: string;
  label: string;
  symbol: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={`${label} ${symbol}`}
      className="inline-flex h-8 items-center gap-1 rounded-lg bg-slate-100 px-2.5 text-xs font-semibold text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-brand-500/10 dark:hover:text-brand-300"
    >
      {children}
      {label}
    </Link>
  );
}

function AssetRow({ balance, visible }: { balance: Balance; visible: boolean }) {
  const { currency, format } = useLocalCurrency();
  const symbol = balance.token_symbol;
  return (
    <li
      data-testid="asset-row"
      data-symbol={symbol}
      className="flex flex-wrap items-center gap-x-3 gap-y-3 px-4 py-4 sm:flex-nowrap sm:px-5"
    >
      <AssetLogo src={balance.token_logo_url} symbol={symbol} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900 dark:text-white">{balance.token_name}</p>
        <p className="truncate text-xs text-slate-500 dark:text-slate-400">
          {symbol} · <span data-testid="asset-price">{formatPrice(balance.token_price)}</span>
        </p>
      </div>
      <div className="order-last flex w-full flex-wrap gap-2 pl-13 sm:order-none sm:w-auto sm:pl-0">
        <ActionLink to={`${paths.withdraw}?asset=${symbol}`} label="Send" symbol={symbol}>
          <ArrowUpFromLine className="size-3.5" aria-hidden />
        </ActionLink>
        <ActionLink to={paths.deposits} label="Receive" symbol={symbol}>
          <ArrowDownToLine className="size-3.5" aria-hidden />
        </ActionLink>
        <ActionLink to={`${paths.swap}?from=${symbol}`} label="Swap" symbol={symbol}>
          <ArrowLeftRight className="size-3.5" aria-hidden />
        </ActionLink>
      </div>
      <div className="text-right sm:min-w-40">
        <p data-testid="asset-value" className="font-semibold text-slate-900 tabular-nums dark:text-white">
          {visible ? format({ usd: balance.usd_value, ngn: balance.ngn_value }) : MASKED_VALUE}
        </p>
        <p data-testid="asset-amount" className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
          {visible ? formatBalance(balance.amount, symbol) : `${MASKED_VALUE} ${symbol}`}
          {visible && currency === 'NGN' && <span className="hidden md:inline"> · {formatUsd(balance.usd_value)}</span>}
        </p>
      </div>
    </li>
  );
}

type FirstStepInfo = { description: string; label: string; to: string; Icon: typeof Coins };

const verifyFirst: FirstStepInfo = {
  description: 'Verify your identity to receive money and see your assets here.',
  label: 'Verify your identity',
  to: paths.kyc,
  Icon: ShieldCheck,
};

/** An empty wallet's next step: receive money, or verify first (receiving needs it), or wait for the review. */
const firstSteps: Record<KycStatus, FirstStepInfo> = {
  verified: {
    description: 'Fund your wallet to see your assets here.',
    label: 'Receive money',
    to: paths.deposits,
    Icon: ArrowDownToLine,
  },
  pending: {
    description: "We're reviewing your documents. You can receive money once your identity is verified.",
    label: 'Check verification status',
    to: paths.kyc,
    Icon: Clock,
  },
  none: verifyFirst,
  rejected: verifyFirst,
};

function FirstStep({ kycStatus }: { kycStatus: KycStatus }) {
  const { label, to, Icon } = firstSteps[kycStatus];
  return (
    <Link to={to} data-testid="assets-empty-action" className={buttonClasses()}>
      <Icon className="size-4" aria-hidden />
      {label}
    </Link>
  );
}

export function AssetsList({
  balances,
  isPending,
  isError,
  onRetry,
  visible,
  kycStatus,
}: {
  balances: Balance[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  visible: boolean;
  /** Verified: receiving is open. Otherwise verification (or waiting for its review) comes first. */
  kycStatus: KycStatus;
}) {
  const held = (balances ?? []).filter(hasBalance);
  return (
    <Card data-testid="your-assets">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-5 dark:border-slate-800">
        <h2 className="font-semibold text-slate-900 dark:text-white">Your Assets</h2>
        {balances && (
          <span
            data-testid="asset-count"
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
          >
            {held.length} {held.length === 1 ? 'asset' : 'assets'}
          </span>
        )}
      </div>
      {isPending ? (
        <div role="status" aria-label="Loading assets" className="divide-y divide-slate-100 dark:divide-slate-800">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3 px-5 py-4">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-3.5 w-28" />
                <Skeleton className="h-3 w-20" />
              </div>
              <Skeleton className="h-4 w-20" />
            </div>
          ))}
        </div>
      ) : isError && !balances ? (
        <div className="p-4">
          <LoadError message="We couldn't load your assets." onRetry={onRetry} />
        </div>
      ) : held.length === 0 ? (
        <EmptyState
          icon={<Coins className="size-7" aria-hidden />}
          title="No assets with balance"
          description={firstSteps[kycStatus].description}
          action={<FirstStep kycStatus={kycStatus} />}
          data-testid="assets-empty"
        />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {held.map((balance) => (
            <AssetRow key={balance.id} balance={balance} visible={visible} />
          ))}
        </ul>
      )}
    </Card>
  );
}
