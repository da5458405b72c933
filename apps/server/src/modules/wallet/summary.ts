import type { DashboardSummary } from '@app/contract';
import type { Rates } from '../prices/rates.js';
import { fiat, valuation } from './wallet.dto.js';

/** Amounts per asset, in base units. */
export type AssetAmounts = ReadonlyMap<string, bigint>;

function total(amounts: AssetAmounts, rates: Rates) {
  let cents = 0n;
  let kobo = 0n;
  for (const [asset, amount] of amounts) {
    const value = valuation(asset, amount, rates);
    cents += value.cents;
    kobo += value.kobo;
  }
  return { usd: fiat(cents), ngn: fiat(kobo) };
}

/**
 * The dashboard's totals. Deposits are what arrived from outside (funding, on-chain deposits) and
 * withdrawals what left to outside (to an address or a bank, fees not included); transfers between
 * users are neither. All three are valued at today's prices with the same per-asset rounding, so
 * with only deposits so far, Total Deposits equals Total Portfolio exactly.
 */
export function dashboardSummary(
  balances: AssetAmounts,
  lifetime: { deposits: AssetAmounts; withdrawals: AssetAmounts },
  rates: Rates,
): DashboardSummary {
  const portfolio = total(balances, rates);
  const deposits = total(lifetime.deposits, rates);
  const withdrawals = total(lifetime.withdrawals, rates);
  return {
    total_balance: portfolio.usd,
    total_deposit: deposits.usd,
    total_withdrawal: withdrawals.usd,
    total_balance_ngn: portfolio.ngn,
    total_deposit_ngn: deposits.ngn,
    total_withdrawal_ngn: withdrawals.ngn,
    ngn_available: fiat(balances.get('NGN') ?? 0n),
  };
}
