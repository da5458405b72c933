import { feeLines, formatMoney, totalFee, usdCents, type AssetSymbol, type SendToWalletRequest } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { withdrawals } from '../../db/schema.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { assetInfo } from '../assets/catalogue.js';
import type { CustodyKeys } from '../custody/keys.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { usdRate } from '../prices/rates.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { parseAmountFor } from '../wallet/wallet.service.js';
import { normaliseRecipient } from './address.js';
import type { ChainRegistry, ChainRuntime } from './chain-registry.js';
import { chainErrors } from './chains.errors.js';
import { allocateNonce, releaseNonce } from './hot-wallet-nonces.js';

type WithdrawalRow = typeof withdrawals.$inferSelect;

interface Submitted {
  txHash: string;
  /** The signed EVM transaction ('' where the chain client submits it itself). */
  rawTx: string;
  /** The EVM hot-wallet nonce; -1 where nonces are the chain client's business. */
  nonce: bigint;
  from: string;
  status: 'signed' | 'broadcast';
}
type Submit = (tx: Tx) => Promise<Submitted>;

export interface WithdrawalsDeps {
  db: Db;
  registry: ChainRegistry;
  custody: CustodyKeys;
  ledger: LedgerService;
  wallet: WalletService;
  ledgerRepository: LedgerRepository;
  prices: PriceProvider;
  idempotency: IdempotencyService;
}

/**
 * Withdrawals to on-chain addresses. The user is debited amount + quoted fees into clearing, and
 * the transfer is signed by the hot wallet, in one database transaction: the hash is known and
 * stored before anything is broadcast. Then it is broadcast; the tracker settles it on
 * confirmation, and any failure reverses the debit in full.
 */
export function createWithdrawalsService(deps: WithdrawalsDeps) {
  const { db, registry, custody, ledger, wallet, prices } = deps;
  const hot = custody.hotWallet();

  const shown = (w: { amount: string; asset: string }) => formatMoney(BigInt(w.amount), assetInfo(w.asset));

  /** The asset's chain, and the recipient's address checked for it: a wrong address is said first. */
  function recipientFor(asset: AssetSymbol, address: string): { runtime: ChainRuntime; to: string } {
    const { chain } = assetInfo(asset);
    if (!chain) throw chainErrors.noChain(asset);
    const to = normaliseRecipient(chain, address);
    const runtime = registry.forAsset(asset);
    if (!runtime) throw chainErrors.notConnected(chain);
    return { runtime, to };
  }

  /**
   * How a withdrawal reaches its chain, run inside the ledger transaction. EVM: allocate a nonce
   * and sign locally; the raw transaction is broadcast after commit. Starknet: starknet.js signs
   * and submits in one call, so submission happens here; if the commit then failed, the platform
   * (never the user) would carry the loss, and a rejected submission rolls the debit back.
   */
  async function submitter(runtime: ChainRuntime, to: string, amount: bigint, asset: AssetSymbol): Promise<Submit> {
    if (runtime.kind === 'evm') {
      const token = runtime.tokens.find((t) => t.asset === asset)?.address ?? null;
      const fees = await runtime.adapter.feeParams();
      return async (tx) => {
        const nonce = await allocateNonce(tx, runtime.id, () => runtime.adapter.pendingNonce(hot.address));
        const signed = await runtime.adapter.signTransfer(hot, { to, amount, token, nonce, fees });
        return { ...signed, nonce: BigInt(nonce), from: hot.address, status: 'signed' };
      };
    }
    const starknetHot = custody.starknetHotWallet();
    return async () => {
      try {
        const txHash = await runtime.adapter.transfer(starknetHot, to, amount);
        return { txHash, rawTx: '', nonce: -1n, from: starknetHot.address, status: 'broadcast' };
      } catch (error) {
        throw chainErrors.rejected('Starknet', (error as Error).message);
      }
    };
  }

  async function broadcast(row: WithdrawalRow): Promise<void> {
    const runtime = registry.get(row.chain);
    // Only signed EVM transactions wait for us to broadcast them.
    if (runtime?.kind !== 'evm' || row.status !== 'signed') return;
    try {
      await runtime.adapter.sendRaw(row.rawTx);
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      // Re-sending a transaction the node already has, or one already mined, is not a failure.
      const alreadyThere =
        /already known|known transaction/i.test(message) ||
        (/nonce too low/i.test(message) && (await runtime.adapter.receipt(row.txHash)) !== undefined);
      if (!alreadyThere) return fail(row.id, message.split('\n')[0]!.slice(0, 300));
    }
    await db
      .update(withdrawals)
      .set({ status: 'broadcast', attempts: sql`${withdrawals.attempts} + 1`, updatedAt: sql`now()` })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'signed')));
  }

  /** Reverses a withdrawal that will never land: the user gets amount + fees back. Once only. */
  async function fail(id: string, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, ['signed', 'broadcast'])))
        .for('update');
      if (!row) return;
      const asset = row.asset as AssetSymbol;
      const amount = BigInt(row.amount);
      const fee = BigInt(row.fee);
      const userWallet = (await deps.ledgerRepository.walletFor(tx, row.userId, asset))!;
      await ledger.post(tx, {
        kind: 'withdrawal_reversal',
        source: `chain:${row.chain}`,
        reference: `${row.txHash}:reversal`,
        status: 'completed',
        legs: [
          { accountId: ledger.platformAccount('clearing', asset), asset, amount: -amount },
          { accountId: ledger.platformAccount('fees', asset), asset, amount: -fee },
          { accountId: userWallet.id, asset, amount: amount + fee },
        ],
        activities: [],
        notifications: [
          {
            userId: row.userId,
            title: 'Withdrawal failed',
            body: `Your withdrawal of ${shown(row)} could not be completed. The amount and fees are back in your wallet.`,
          },
        ],
        metadata: { reason },
      });
      await ledger.setActivityStatus(tx, row.transactionId, 'failed');
      await tx
        .update(withdrawals)
        .set({ status: 'failed', error: reason, updatedAt: sql`now()` })
        .where(eq(withdrawals.id, id));
      if (row.status === 'signed') await releaseNonce(tx, row.chain, Number(row.nonce));
    });
  }

  /** Settles a confirmed withdrawal: the funds left custody. Once only. */
  async function complete(id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'broadcast')))
        .for('update');
      if (!row) return;
      const asset = row.asset as AssetSymbol;
      const amount = BigInt(row.amount);
      await ledger.post(tx, {
        kind: 'withdrawal_settlement',
        source: `chain:${row.chain}`,
        reference: `${row.txHash}:settlement`,
        status: 'completed',
        legs: [
          { accountId: ledger.platformAccount('clearing', asset), asset, amount: -amount },
          { accountId: ledger.platformAccount('hot_wallet', asset), asset, amount },
        ],
        activities: [],
        notifications: [
          { userId: row.userId, title: 'Withdrawal completed', body: `${shown(row)} arrived at ${row.toAddress}.` },
        ],
      });
      await ledger.setActivityStatus(tx, row.transactionId, 'completed');
      await tx
        .update(withdrawals)
        .set({ status: 'completed', updatedAt: sql`now()` })
        .where(eq(withdrawals.id, id));
    });
  }

  return {
    broadcast,
    fail,
    complete,

    async sendToWallet(userId: string, request: SendToWalletRequest, idempotencyKey: string | undefined, hash: string) {
      const own = await wallet.ownWallet(userId, request.balance_id);
      const asset = own.asset as AssetSymbol;
      const { runtime, to } = recipientFor(asset, request.receiver_address);
      if (own.address && own.address.toLowerCase() === to.toLowerCase()) throw chainErrors.ownAddress();
      const amount = parseAmountFor(asset, request.amount);
      const info = assetInfo(asset);
      const rate = usdRate(await prices.current(), asset);
      const fee = totalFee(feeLines('wallet', amount, info.decimals, rate));
      const submit = await submitter(runtime, to, amount, asset);

      const result = await deps.idempotency.run(userId, idempotencyKey, hash, async (tx) => {
        const legs = [
          { accountId: own.id, asset, amount: -(amount + fee) },
          { accountId: ledger.platformAccount('clearing', asset), asset, amount },
          { accountId: ledger.platformAccount('fees', asset), asset, amount: fee },
        ];
        // Balance and posting rules (a frozen account) first: a Starknet submission can't be undone.
        await ledger.preflight(tx, { kind: 'withdrawal', status: 'pending', legs, activities: [] });
        const sent = await submit(tx);
        const posting = await ledger.post(tx, {
          kind: 'withdrawal',
          source: `chain:${runtime.id}`,
          reference: sent.txHash,
          status: 'pending',
          legs,
          activities: [
            {
              userId,
              type: 'withdrawal',
              status: 'pending',
              asset,
              amount,
              fee,
              usdCents: usdCents(amount, info.decimals, rate),
              fromAddress: sent.from,
              toAddress: to,
              chain: runtime.id,
            },
          ],
          metadata: { mode: 'wallet', fee: fee.toString(), nonce: sent.nonce.toString() },
        });
        await tx.insert(withdrawals).values({
          userId,
          transactionId: posting.transactionId,
          chain: runtime.id,
          asset,
          toAddress: to,
          amount: amount.toString(),
          fee: fee.toString(),
          nonce: sent.nonce,
          txHash: sent.txHash,
          rawTx: sent.rawTx,
          status: sent.status,
        });
        return { data: 'success' as const, txHash: sent.txHash };
      });
      if (!result.replayed && result.status === 200) {
        const txHash = (result.body as { txHash: string }).txHash;
        const [row] = await db
          .select()
          .from(withdrawals)
          .where(and(eq(withdrawals.chain, runtime.id), eq(withdrawals.txHash, txHash)));
        if (row) await broadcast(row);
      }
      return result;
    },
  };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
