import type { AssetSymbol } from '@app/contract';

export type ChainId = 'ethereum' | 'base' | 'starknet' | 'core';

export interface AssetInfo {
  symbol: AssetSymbol;
  name: string;
  decimals: number;
  chain: ChainId | null;
  /** Served by this app under /api/assets/logos/. */
  logo: string;
}

/** The asset catalogue. Order is display order. */
export const ASSETS: readonly AssetInfo[] = [
  { symbol: 'NGN', name: 'Nigerian Naira', decimals: 2, chain: null, logo: 'ngn.svg' },
  { symbol: 'ETH', name: 'Ethereum', decimals: 18, chain: 'ethereum', logo: 'eth.svg' },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, chain: 'base', logo: 'usdc.svg' },
  { symbol: 'STRK', name: 'Starknet', decimals: 18, chain: 'starknet', logo: 'strk.svg' },
  { symbol: 'CORE', name: 'Core', decimals: 18, chain: 'core', logo: 'core.svg' },
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

export const logoUrl = (info: AssetInfo) => `/api/assets/logos/${info.logo}`;
export const FALLBACK_LOGO = 'default.svg';
