import type { ChainStatus } from '@app/contract';
import { CHAIN_NAMES, type ChainId } from '../assets/catalogue.js';
import type { ChainRegistry } from './chain-registry.js';
import type { DepositWatcher } from './deposit-watcher.js';

const CHAINS: ChainId[] = ['ethereum', 'base', 'starknet', 'core'];

/** A chain's height, how far the deposit watcher is behind it, and whether that is healthy. */
export async function chainStatus(
  registry: ChainRegistry,
  watcher: Pick<DepositWatcher, 'cursor'>,
  id: ChainId,
): Promise<ChainStatus> {
  const runtime = registry.get(id);
  const offline: ChainStatus = {
    chain: id,
    name: CHAIN_NAMES[id],
    status: 'offline',
    block_height: null,
    last_scanned_block: null,
    lag: null,
    confirmations: runtime?.confirmations ?? 0,
    source: runtime?.source ?? 'none',
  };
  if (!runtime) return offline;
  const scanned = await watcher.cursor(id);
  let height: bigint;
  try {
    height = await runtime.adapter.blockNumber();
  } catch {
    return { ...offline, last_scanned_block: scanned?.toString() ?? null };
  }
  const lag = scanned === undefined ? height + 1n : height - scanned;
  return {
    ...offline,
    status: lag < BigInt(runtime.confirmations) + 5n ? 'healthy' : 'syncing',
    block_height: height.toString(),
    last_scanned_block: scanned === undefined ? null : scanned.toString(),
    lag: lag.toString(),
  };
}

/** Every chain of the spec (Ethereum, Base, Starknet, Core), connected or not. */
export const allChainStatuses = (registry: ChainRegistry, watcher: Pick<DepositWatcher, 'cursor'>) =>
  Promise.all(CHAINS.map((id) => chainStatus(registry, watcher, id)));
