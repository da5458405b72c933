import type { AssetSymbol } from '@app/contract';
import type { Config } from '../../config.js';
import type { EvmChain } from '../../providers/chains/evm-chain.js';
import type { StarknetChain } from '../../providers/chains/starknet-chain.js';
import { CHAIN_NAMES, type ChainId } from '../assets/catalogue.js';

export interface EvmRuntime {
  kind: 'evm';
  id: Exclude<ChainId, 'starknet'>;
  name: string;
  source: 'devnet' | 'rpc';
  adapter: EvmChain;
  confirmations: number;
  /** Assets on this chain: the native coin, and ERC-20 tokens with their contract. */
  native: AssetSymbol | null;
  tokens: { asset: AssetSymbol; address: string }[];
  explorer: string | undefined;
}

export interface StarknetRuntime {
  kind: 'starknet';
  id: 'starknet';
  name: string;
  source: 'rpc';
  adapter: StarknetChain;
  confirmations: number;
  tokens: { asset: AssetSymbol; address: string }[];
  explorer: string | undefined;
}

export type ChainRuntime = EvmRuntime | StarknetRuntime;

/** The chains we can reach right now. A chain missing here is "not connected". */
export interface ChainRegistry {
  all: ChainRuntime[];
  get(id: string): ChainRuntime | undefined;
  /** The chain an asset lives on, if that chain is connected. */
  forAsset(asset: AssetSymbol): ChainRuntime | undefined;
  explorerUrl(chain: string, hash: string, activityId: string): string | null;
}

const EXPLORER_KEYS = {
  ethereum: 'ETHEREUM_EXPLORER_URL',
  base: 'BASE_EXPLORER_URL',
  core: 'CORE_EXPLORER_URL',
  starknet: 'STARKNET_EXPLORER_URL',
} as const satisfies Record<ChainId, keyof Config>;

export const explorerTemplate = (config: Config, chain: ChainId) => config[EXPLORER_KEYS[chain]];

export function createChainRegistry(chains: ChainRuntime[]): ChainRegistry {
  const byId = new Map(chains.map((c) => [c.id as string, c]));
  return {
    all: chains,
    get: (id) => byId.get(id),
    forAsset(asset) {
      return chains.find((c) => (c.kind === 'evm' && c.native === asset) || c.tokens.some((t) => t.asset === asset));
    },
    explorerUrl(chain, hash, activityId) {
      const runtime = byId.get(chain);
      const template = runtime?.explorer;
      // A devnet has no explorer: our own transaction page stands in for it.
      if (!template) return `/transactions/${activityId}`;
      return template.replace('{hash}', hash);
    },
  };
}

export const emptyChainRegistry = () => createChainRegistry([]);
export const chainName = (id: ChainId) => CHAIN_NAMES[id];
