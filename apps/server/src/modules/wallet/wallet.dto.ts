import { formatAmount, usdCents, type AssetSymbol, type Balance, type Transaction } from '@app/contract';
import { assetInfo, logoUrl } from '../assets/catalogue.js';
import { centsToKobo, rateToString, usdRate, type Rates } from '../prices/rates.js';
import type { ActivityRow } from './activities.repository.js';

/** Cents or kobo as a 2-decimal string. */
export const fiat = (minor: bigint) => formatAmount(minor, 2, 2);

/**
 * What `amount` of `asset` is worth in US cents and in kobo at `rates`, each rounded half-even
 * once. Every fiat figure (balances, portfolio, deposit and withdrawal totals) goes through here,
 * so figures that should agree do, to the kobo.
 */
export function valuation(asset: string, amount: bigint, rates: Rates): { cents: bigint; kobo: bigint } {
  const info = assetInfo(asset);
  const cents = usdCents(amount, info.decimals, usdRate(rates, info.symbol));
  // Naira is worth itself: converting it to dollars and back would lose kobo to rounding.
  const kobo = info.symbol === 'NGN' ? amount : centsToKobo(cents, rates.ngnPerUsd);
  return { cents, kobo };
}

export function toBalanceDto(
  wallet: {
    id: string;
    asset: string;
    balance: string;
    address: string | null;
    autoConvertThreshold: string | null;
    autoConvertMinRate: string | null;
  },
  rates: Rates,
): Balance {
  const info = assetInfo(wallet.asset);
  const amount = BigInt(wallet.balance);
  const rate = usdRate(rates, info.symbol);
  const { cents, kobo } = valuation(info.symbol, amount, rates);
  return {
    id: wallet.id,
    token_name: info.name,
    token_symbol: info.symbol,
    token_logo_url: logoUrl(info),
    token_price: rateToString(rate),
    amount: formatAmount(amount, info.decimals),
    usd_value: fiat(cents),
    ngn_value: fiat(kobo),
    address: wallet.address ?? '',
    auto_convert_threshold:
      wallet.autoConvertThreshold === null ? null : formatAmount(BigInt(wallet.autoConvertThreshold), info.decimals),
    // Stored in kobo per whole unit.
    auto_convert_min_rate:
      wallet.autoConvertMinRate === null ? null : formatAmount(BigInt(wallet.autoConvertMinRate), 2),
    decimals: info.decimals,
    chain: info.chain,
  };
}

export type ExplorerUrl = (chain: string, hash: string, activityId: string) => string | null;

export function toTransactionDto(row: ActivityRow, explorerUrl: ExplorerUrl): Transaction {
  const info = assetInfo(row.asset);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: formatAmount(BigInt(row.amount), info.decimals),
    fee: formatAmount(BigInt(row.fee), info.decimals),
    token_symbol: info.symbol as AssetSymbol,
    usd_value: fiat(BigInt(row.usd_cents)),
    timestamp: new Date(row.created_at).toISOString(),
    tx_hash: row.reference,
    from_address: row.from_address,
    to_address: row.to_address,
    user_tag: row.user_tag,
    counterparty_tag: row.counterparty_tag,
    chain: row.chain,
    explorer_url: row.chain ? explorerUrl(row.chain, row.reference, row.id) : null,
    details: row.details,
  };
}
