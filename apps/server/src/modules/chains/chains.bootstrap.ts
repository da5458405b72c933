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

/**
 * Connects every chain: a configured RPC URL where there is one; otherwise, outside production
 * and unless DEVNET=off, a local anvil node. Starknet needs STARKNET_RPC_URL (no devnet exists here).
 */
export async function startChains(
  config: Config,
  custody: CustodyKeys,
  dataDir: string,
): Promise<{ registry: ChainRegistry; devnet?: Devnet; stop: () => Promise<void> }> {
  const devnetChains =
    config.NODE_ENV === 'production' || config.DEVNET === 'off'
      ? []
      : EVM.filter((c) => !config[c.url]).map((c) => c.id);
  const devnet = devnetChains.length
    ? await startDevnet({
        dataDir,
        basePort: config.DEVNET_PORT,
        chains: devnetChains,
        hotWallet: custody.hotWallet().address,
      })
    : undefined;

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
  return { registry: createChainRegistry(runtimes), devnet, stop: async () => devnet?.stop() };
}
