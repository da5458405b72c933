import type { AssetSymbol } from '@app/contract';

export type ChainId = 'ethereum' | 'base' | 'starknet' | 'core';

export interface AssetInfo {
  symbol: AssetSymbol;
  name: string;
  decimals: number;
  chain: ChainId | null;
  /** Served by this app under /api/assets/logos/. */
  logo: string;
  /**
   * The largest amount one request may name, in whole units: above each asset's total supply
   * (the naira's, a bank's daily ceiling), far below what NUMERIC(78,0) holds.
   */
  maxAmount: bigint;
}

/** The asset catalogue. Order is display order. */
export const ASSETS: readonly AssetInfo[] = [
  { symbol: 'NGN', name: 'Nigerian Naira', decimals: 2, chain: null, logo: 'ngn.png', maxAmount: 10n ** 12n },
  { symbol: 'ETH', name: 'Ethereum', decimals: 18, chain: 'ethereum', logo: 'eth.png', maxAmount: 10n ** 9n },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, chain: 'base', logo: 'usdc.png', maxAmount: 10n ** 12n },
  { symbol: 'STRK', name: 'Starknet', decimals: 18, chain: 'starknet', logo: 'strk.png', maxAmount: 10n ** 11n },
  { symbol: 'CORE', name: 'Core', decimals: 18, chain: 'core', logo: 'core.png', maxAmount: 10n ** 11n },
];

export const CHAIN_NAMES: Record<ChainId, string> = {
  ethereum: 'Ethereum',
  base: 'Base',
  starknet: 'Starknet',
  core: 'Core',
};

const bySymbol = new Map(ASSETS.map((a) => [a.symbol, a]));

export function assetInfo(symbol: string): AssetInfo {
  const info = bySymbol.get(symbol as AssetSymbol);
  if (!info) throw new Error(`Unknown asset ${symbol}`);
  return info;
}

/** The asset's `maxAmount` in base units. */
export const maxUnits = (info: AssetInfo): bigint => info.maxAmount * 10n ** BigInt(info.decimals);

export const logoUrl = (info: AssetInfo) => `/api/assets/logos/${info.logo}`;
export const FALLBACK_LOGO = 'default.png';
