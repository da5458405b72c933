import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withdrawals } from '../../db/schema.js';
import type { ChainRegistry } from './chain-registry.js';
import type { WithdrawalsService } from './withdrawals.service.js';

/**
 * Follows withdrawals to the end: re-sends signed ones whose broadcast was cut short (a process
 * that died after commit), settles confirmed ones, and reverses reverted ones.
 */
export function createWithdrawalTracker(deps: { db: Db; registry: ChainRegistry; withdrawals: WithdrawalsService }) {
  const { db, registry } = deps;

  async function tick(): Promise<void> {
    const open = await db
      .select()
      .from(withdrawals)
      .where(
        and(
          inArray(withdrawals.status, ['signed', 'broadcast']),
          lt(withdrawals.updatedAt, sql`now() - interval '2 seconds'`),
        ),
      )
      .limit(200);
    const heads = new Map<string, bigint>();
    for (const row of open) {
      const runtime = registry.get(row.chain);
      if (!runtime) continue;
      if (row.status === 'signed') {
        await deps.withdrawals.broadcast(row);
        continue;
      }
      const receipt = await runtime.adapter.receipt(row.txHash);
      if (!receipt) {
        // Dropped from the node's pool? The same signed bytes are safe to send again.
        if (runtime.kind === 'evm') await runtime.adapter.sendRaw(row.rawTx).catch(() => undefined);
        await db
          .update(withdrawals)
          .set({ updatedAt: sql`now()` })
          .where(eq(withdrawals.id, row.id));
        continue;
      }
      if (receipt.status === 'reverted') {
        await deps.withdrawals.fail(row.id, 'The transaction reverted on chain');
        continue;
      }
      let head = heads.get(row.chain);
      if (head === undefined) heads.set(row.chain, (head = await runtime.adapter.blockNumber()));
      if (head - receipt.blockNumber + 1n >= BigInt(runtime.confirmations)) await deps.withdrawals.complete(row.id);
    }
  }

  return { tick };
}
export type WithdrawalTracker = ReturnType<typeof createWithdrawalTracker>;
