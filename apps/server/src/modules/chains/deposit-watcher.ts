import type { AssetSymbol } from '@app/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chainCursors, ledgerAccounts } from '../../db/schema.js';
import type { InboundTransfer } from '../../providers/chains/evm-chain.js';
import type { FundingService } from '../funding/funding.service.js';
import type { ChainRegistry, ChainRuntime } from './chain-registry.js';

const MAX_BLOCKS_PER_SCAN = 200n;

export interface ScanResult {
  chain: string;
  credited: { userId: string; activityIds: string[] }[];
}

/**
 * Scans each connected chain for transfers to users' deposit addresses and credits them after
 * the chain's confirmation depth. Each (chain, tx hash, log index) is credited once, however often
 * a block is scanned: the funding service dedupes on it. The cursor only moves forward and
 * survives restarts, so scanning resumes where it stopped.
 */
export function createDepositWatcher(deps: { db: Db; registry: ChainRegistry; funding: FundingService }) {
  const { db, registry, funding } = deps;
  const inFlight = new Map<string, Promise<ScanResult>>();

  async function cursor(chain: string): Promise<bigint | undefined> {
    const [row] = await db
      .select()
      .from(chainCursors)
      .where(sql`${chainCursors.chain} = ${chain}`);
    return row?.lastScannedBlock;
  }

  async function saveCursor(chain: string, block: bigint, reset = false): Promise<void> {
    await db
      .insert(chainCursors)
      .values({ chain, lastScannedBlock: block })
      .onConflictDoUpdate({
        target: chainCursors.chain,
        set: {
          lastScannedBlock: reset
            ? sql`excluded.last_scanned_block`
            : sql`greatest(${chainCursors.lastScannedBlock}, excluded.last_scanned_block)`,
          updatedAt: sql`now()`,
        },
      });
  }

  function assetOf(runtime: ChainRuntime, transfer: InboundTransfer): AssetSymbol | undefined {
    if (transfer.token === null) return runtime.kind === 'evm' ? (runtime.native ?? undefined) : undefined;
    return runtime.tokens.find((t) => t.address.toLowerCase() === transfer.token!.toLowerCase())?.asset;
  }

  async function scan(runtime: ChainRuntime): Promise<ScanResult> {
    const result: ScanResult = { chain: runtime.id, credited: [] };
    const head = await runtime.adapter.blockNumber();
    const safe = head - BigInt(runtime.confirmations) + 1n;
    const saved = await cursor(runtime.id);
    let last: bigint = saved ?? (runtime.source === 'devnet' ? -1n : safe - 1n);
    // The chain is behind our cursor: it was reset (a wiped devnet). Rescan it from the start.
    if (last > head) {
      last = -1n;
      await saveCursor(runtime.id, -1n, true);
    }
    while (last < safe) {
      const from: bigint = last + 1n;
      const to: bigint = safe - from >= MAX_BLOCKS_PER_SCAN ? from + MAX_BLOCKS_PER_SCAN - 1n : safe;
      const transfers = await runtime.adapter.transfersIn(
        from,
        to,
        runtime.tokens.map((t) => t.address),
      );
      const recipients = [...new Set(transfers.map((t) => t.to.toLowerCase()))];
      const wallets = recipients.length
        ? await db
            .select({ userId: ledgerAccounts.userId, asset: ledgerAccounts.asset, address: ledgerAccounts.address })
            .from(ledgerAccounts)
            .where(inArray(sql`lower(${ledgerAccounts.address})`, recipients))
        : [];
      for (const transfer of transfers) {
        const asset = assetOf(runtime, transfer);
        const wallet = wallets.find((w) => w.asset === asset && w.address!.toLowerCase() === transfer.to.toLowerCase());
        if (!asset || !wallet?.userId || transfer.amount <= 0n) continue;
        if (
          transfer.index === 'native' &&
          runtime.kind === 'evm' &&
          !(await runtime.adapter.succeeded(transfer.txHash))
        )
          continue;
        const credit = await funding.creditInbound({
          source: `chain:${runtime.id}`,
          reference: `${transfer.txHash}:${transfer.index}`,
          displayReference: transfer.txHash,
          userId: wallet.userId,
          asset,
          amount: transfer.amount,
          fromAddress: transfer.from,
          toAddress: transfer.to,
          chain: runtime.id,
        });
        if (credit.credited) result.credited.push({ userId: wallet.userId, activityIds: credit.activityIds });
      }
      await saveCursor(runtime.id, to);
      last = to;
    }
    return result;
  }

  /** One scan per chain at a time in this process; callers asking meanwhile share it. */
  function scanChain(runtime: ChainRuntime): Promise<ScanResult> {
    let running = inFlight.get(runtime.id);
    if (!running) {
      running = scan(runtime).finally(() => inFlight.delete(runtime.id));
      inFlight.set(runtime.id, running);
    }
    return running;
  }

  return {
    scanChain,
    async scanAll(): Promise<ScanResult[]> {
      const results = await Promise.allSettled(registry.all.map(scanChain));
      return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    },
    cursor,
  };
}
export type DepositWatcher = ReturnType<typeof createDepositWatcher>;
