import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';

/**
 * Nonces of the hot wallet, allocated under a row lock per chain, so concurrent withdrawals (on
 * any number of server instances) never share one. An unknown next nonce is read from the chain.
 */
export async function allocateNonce(tx: Executor, chain: string, readPending: () => Promise<number>): Promise<number> {
  await tx.execute(
    sql`insert into hot_wallet_nonces (chain, next_nonce) values (${chain}, null) on conflict do nothing`,
  );
  const [row] = await queryRows<{ next_nonce: string | null }>(
    tx,
    sql`select next_nonce::text as next_nonce from hot_wallet_nonces where chain = ${chain} for update`,
  );
  const nonce = row!.next_nonce === null ? await readPending() : Number(row!.next_nonce);
  await tx.execute(sql`update hot_wallet_nonces set next_nonce = ${nonce + 1} where chain = ${chain}`);
  return nonce;
}

/**
 * Gives back the nonce of a transaction that never reached the chain. If it was the last one
 * handed out it is simply reused; otherwise later ones wait on the gap, so the next allocation
 * re-reads the chain's pending count, which points at the gap and fills it.
 */
export async function releaseNonce(db: Db | Executor, chain: string, nonce: number): Promise<void> {
  await db.execute(sql`update hot_wallet_nonces
                          set next_nonce = case when next_nonce = ${nonce + 1}::bigint then ${nonce}::bigint else null end
                        where chain = ${chain}`);
}
