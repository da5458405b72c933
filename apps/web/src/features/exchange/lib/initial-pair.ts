import type { AssetSymbol, Balance } from '@app/contract';

/**
 * The pair the swap form starts with: `?from=` (the dashboard's and asset rows' Swap links) else the
 * largest token holding; to `?to=` else NGN (or ETH when paying with NGN).
 */
export function initialPair(balances: Balance[], from?: AssetSymbol, to?: AssetSymbol): [AssetSymbol, AssetSymbol] {
  const held = balances.filter((b) => b.token_symbol !== 'NGN' && b.amount !== '0');
  // Display order only: which holding is worth most, from the server's fiat values.
  const biggest = [...held].sort((a, b) => Number(b.usd_value) - Number(a.usd_value))[0]?.token_symbol;
  const start = from ?? biggest ?? 'ETH';
  const end = to && to !== start ? to : start === 'NGN' ? 'ETH' : 'NGN';
  return [start, end];
}
