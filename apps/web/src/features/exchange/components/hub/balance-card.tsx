import type { Balance } from '@app/contract';
import { clsx } from 'clsx';
import { ArrowLeftRight } from 'lucide-react';
import { AssetLogo } from '../../../../components/ui/asset-logo';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { formatBalance, formatDecimal, formatUsd } from '../../../../lib/format';
import { AutoConvertForm } from './auto-convert-form';

/** One card per balance (spec): logo, symbol, name, amount (≤ 6 decimals), USD value, the badge, Swap All and the threshold form. */
export function BalanceCard({ balance, onSwapAll }: { balance: Balance; onSwapAll: (balance: Balance) => void }) {
  const symbol = balance.token_symbol;
  const isNaira = symbol === 'NGN';
  const auto = balance.auto_convert_threshold !== null;
  return (
    <Card data-testid="hub-balance-card" data-symbol={symbol} className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <AssetLogo src={balance.token_logo_url} symbol={symbol} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-bold text-slate-900 dark:text-white">{symbol}</span>
            {!isNaira && (
              <span
                data-testid="hub-badge"
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                  auto
                    ? 'bg-brand-50 text-brand-700 ring-brand-600/20 dark:bg-brand-500/10 dark:text-brand-300 dark:ring-brand-400/20'
                    : 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/20',
                )}
              >
                {auto ? 'Auto-Convert' : 'Manual'}
              </span>
            )}
          </p>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{balance.token_name}</p>
        </div>
        <div className="text-right">
          <p
            data-testid="hub-amount"
            className="font-semibold wrap-anywhere text-slate-900 tabular-nums dark:text-white"
          >
            {formatBalance(balance.amount)}
          </p>
          <p className="text-sm text-slate-500 tabular-nums dark:text-slate-400">{formatUsd(balance.usd_value)}</p>
        </div>
      </div>
      {isNaira ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          Your naira balance. Every conversion to NGN lands here.
        </p>
      ) : (
        <>
          {auto && (
            <p data-testid="hub-auto-summary" className="text-sm text-slate-600 dark:text-slate-300">
              Converts to NGN above {formatDecimal(balance.auto_convert_threshold!, { maxFraction: 6 })} {symbol}
              {balance.auto_convert_min_rate &&
                ` at ₦${formatDecimal(balance.auto_convert_min_rate, { maxFraction: 2 })} per ${symbol} or better`}
              .
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            leftIcon={<ArrowLeftRight className="size-4" aria-hidden />}
            disabled={balance.amount === '0'}
            onClick={() => onSwapAll(balance)}
            aria-label={`Swap all ${symbol} to NGN`}
            data-testid={`hub-swap-all-${symbol}`}
            className="self-start"
          >
            Swap All
          </Button>
          <div className="border-t border-slate-100 pt-4 dark:border-slate-800">
            <AutoConvertForm balance={balance} />
          </div>
        </>
      )}
    </Card>
  );
}
