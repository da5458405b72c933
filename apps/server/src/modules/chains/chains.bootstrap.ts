import type { Config } from '../../config.js';
import { startDevnet, type Devnet } from '../../providers/chains/devnet.js';
import { createEvmChain } from '../../providers/chains/evm-chain.js';
import { createStarknetChain } from '../../providers/chains/starknet-chain.js';
import { CHAIN_NAMES } from '../assets/catalogue.js';
import type { CustodyKeys } from '../custody/keys.js';
import { createChainRegistry, explorerTemplate, type ChainRegistry, type ChainRuntime } from './chain-registry.js';

const EVM = [
  { id: 'ethereum', url: 'ETHEREUM_RPC_URL', confirmations: 'ETHEREUM_CONFIRMATIONS', native: 'ETH' },
  { id: 'base', url: 'BASE_RPC_URL', confirmations: 'BASE_CONFIRMATIONS', native: null },
  { id: 'core', url: 'CORE_RPC_URL', confirmations: 'CORE_CONFIRMATIONS', native: 'CORE' },
] as const;

/** Where a devnet started by another process (the cluster's primary) listens. */
export type DevnetInfo = Pick<Devnet, 'nodes' | 'usdcAddress'>;

/**
 * Starts a local anvil node for each EVM chain without an RPC URL, outside production and unless
 * DEVNET=off; undefined when none is needed.
 */
export async function startDevnetIfNeeded(
  config: Config,
  custody: CustodyKeys,
  dataDir: string,
): Promise<Devnet | undefined> {
  const devnetChains =
    config.NODE_ENV === 'production' || config.DEVNET === 'off'
      ? []
      : EVM.filter((c) => !config[c.url]).map((c) => c.id);
  if (!devnetChains.length) return undefined;
  return startDevnet({
    dataDir,
    basePort: config.DEVNET_PORT,
    chains: devnetChains,
    hotWallet: custody.hotWallet().address,
  });
}

/**
 * Connects every chain: a configured RPC URL where there is one; otherwise, outside production
 * and unless DEVNET=off, a local anvil node (started here, or `attached` when another process of
 * the cluster runs it). Starknet needs STARKNET_RPC_URL (no devnet exists here).
 */
export async function startChains(
  config: Config,
  custody: CustodyKeys,
  dataDir: string,
  attached?: DevnetInfo,
): Promise<{ registry: ChainRegistry; devnet?: DevnetInfo; stop: () => Promise<void> }> {
  const started = attached ? undefined : await startDevnetIfNeeded(config, custody, dataDir);
  const devnet: DevnetInfo | undefined = attached ?? started;

  const runtimes: ChainRuntime[] = [];
  for (const chain of EVM) {
    const node = devnet?.nodes.find((n) => n.chain === chain.id);
    const rpcUrl = config[chain.url] ?? node?.rpcUrl;
    if (!rpcUrl) continue;
    const usdc = chain.id === 'base' ? (node ? devnet?.usdcAddress : config.BASE_USDC_ADDRESS) : undefined;
    runtimes.push({
      kind: 'evm',
      id: chain.id,
      name: CHAIN_NAMES[chain.id],
      source: node ? 'devnet' : 'rpc',
      adapter: createEvmChain({ id: chain.id, rpcUrl }),
      confirmations: config[chain.confirmations] ?? (node ? 1 : 12),
      native: chain.native,
      tokens: usdc ? [{ asset: 'USDC', address: usdc }] : [],
      explorer: explorerTemplate(config, chain.id),
    });
  }
  if (config.STARKNET_RPC_URL) {
    runtimes.push({
      kind: 'starknet',
      id: 'starknet',
      name: CHAIN_NAMES.starknet,
      source: 'rpc',
      adapter: createStarknetChain({ rpcUrl: config.STARKNET_RPC_URL, tokenAddress: config.STARKNET_STRK_ADDRESS }),
      confirmations: config.STARKNET_CONFIRMATIONS ?? 1,
      tokens: [{ asset: 'STRK', address: config.STARKNET_STRK_ADDRESS }],
      explorer: explorerTemplate(config, 'starknet'),
    });
  }
  return { registry: createChainRegistry(runtimes), devnet, stop: async () => started?.stop() };
}
