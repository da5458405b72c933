import type { Balance } from '@app/contract';
import { Card } from '../../../../components/ui/card';
import { formatBalance, formatPercent, formatPrice, formatUsd, MASKED_VALUE } from '../../../../lib/format';
import { useLocalCurrency } from '../../../../lib/local-currency';
import { AssetLogo } from '../shared/asset-logo';

export function AssetCard({ balance, percent, visible }: { balance: Balance; percent: number; visible: boolean }) {
  const { format } = useLocalCurrency();
  const symbol = balance.token_symbol;
  return (
    <Card data-testid="asset-row" data-symbol={symbol} className="p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <AssetLogo src={balance.token_logo_url} symbol={symbol} className="size-11" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{balance.token_name}</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">
            {symbol}
            {balance.chain && <span className="capitalize"> · {balance.chain}</span>}
          </p>
        </div>
        <span
          data-testid="asset-allocation"
          className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-brand-700 tabular-nums dark:bg-brand-500/10 dark:text-brand-300"
        >
          {formatPercent(percent)}
        </span>
      </div>
      <div className="mt-4 border-t border-slate-100 pt-4 dark:border-slate-800">
        <p className="text-xs text-slate-500 dark:text-slate-400">Value</p>
        <p
          data-testid="asset-value"
          className="mt-0.5 truncate text-xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white"
        >
          {visible ? format({ usd: balance.usd_value, ngn: balance.ngn_value }) : MASKED_VALUE}
        </p>
      </div>
      {/* The amount gets a row of its own: beside the allocation list a card is too narrow for three
          figures side by side, and a naira balance like 248,498.36 would be cut off. */}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
        <div className="col-span-2 min-w-0">
          <dt className="text-xs text-slate-500 dark:text-slate-400">Amount</dt>
          <dd
            data-testid="asset-amount"
            className="text-sm font-semibold break-words text-slate-800 tabular-nums dark:text-slate-100"
          >
            {visible ? formatBalance(balance.amount) : MASKED_VALUE}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500 dark:text-slate-400">USD Value</dt>
          <dd className="text-sm break-words text-slate-700 tabular-nums dark:text-slate-300">
            {visible ? formatUsd(balance.usd_value) : MASKED_VALUE}
          </dd>
        </div>
        <div className="min-w-0 text-right">
          <dt className="text-xs text-slate-500 dark:text-slate-400">Price</dt>
          <dd data-testid="asset-price" className="text-sm break-words text-slate-700 tabular-nums dark:text-slate-300">
            {formatPrice(balance.token_price)}
          </dd>
        </div>
      </dl>
      <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden>
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
    </Card>
  );
}
