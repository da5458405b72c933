import {
  feeLines,
  formatAmount,
  formatMoney,
  maxSendable,
  parseAmount,
  totalFee,
  usdCents,
  type AssetSymbol,
  type DashboardSummary,
  type FeeQuote,
  type SendMode,
  type SendToTagRequest,
  type TransactionsQuery,
} from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { assetInfo, ASSETS, maxUnits } from '../assets/catalogue.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';
import type { PostingBatcher } from '../ledger/posting-batcher.js';
import type { LedgerService, Posting } from '../ledger/ledger.service.js';
import { ngnRate, toKobo, usdRate, type Rates } from '../prices/rates.js';
import type { ActivitiesRepository } from './activities.repository.js';
import { dashboardSummary } from './summary.js';
import { createTransferParties } from './transfer-parties.js';
import { fiat, toBalanceDto, toTransactionDto, type ExplorerUrl } from './wallet.dto.js';
import { walletErrors } from './wallet.errors.js';

export interface WalletDeps {
  db: Db;
  prices: PriceProvider;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  activities: ActivitiesRepository;
  postings: PostingBatcher;
  explorerUrl: ExplorerUrl;
}

export function parseAmountFor(symbol: string, text: string): bigint {
  const info = assetInfo(symbol);
  const parsed = parseAmount(text, info.decimals, { max: maxUnits(info) });
  if (!parsed.ok) throw walletErrors.badAmount(parsed.reason, info);
  return parsed.value;
}

/** A send from one user's wallet to another user's wallet of the same asset, by tag, with its fee. */
function tagPosting(
  sender: { id: string; asset: AssetSymbol; userId: string; tag: string },
  receiver: { userId: string; tag: string; walletId: string },
  amount: bigint,
  rates: Rates,
  feesAccount: string,
): Posting {
  const symbol = sender.asset;
  const info = assetInfo(symbol);
  const rate = usdRate(rates, symbol);
  const fee = totalFee(feeLines('tag', amount, info.decimals, rate));
  const shown = formatMoney(amount, info);
  const cents = usdCents(amount, info.decimals, rate);
  const parties = { fromAddress: `@${sender.tag}`, toAddress: `@${receiver.tag}` };
  return {
    kind: 'transfer',
    status: 'completed',
    legs: [
      { accountId: sender.id, asset: symbol, amount: -(amount + fee) },
      { accountId: receiver.walletId, asset: symbol, amount },
      { accountId: feesAccount, asset: symbol, amount: fee },
    ],
    activities: [
      {
        userId: sender.userId,
        type: 'transfer_out',
        status: 'completed',
        asset: symbol,
        amount,
        fee,
        usdCents: cents,
        counterpartyUserId: receiver.userId,
        ...parties,
      },
      {
        userId: receiver.userId,
        type: 'transfer_in',
        status: 'completed',
        asset: symbol,
        amount,
        usdCents: cents,
        counterpartyUserId: sender.userId,
        ...parties,
      },
    ],
    notifications: [
      {
        userId: sender.userId,
        title: 'Transfer sent',
        body: `You sent ${shown} to @${receiver.tag}.`,
        ownAction: true,
      },
      { userId: receiver.userId, title: 'Money received', body: `You received ${shown} from @${sender.tag}.` },
    ],
    metadata: { mode: 'tag', fee: fee.toString() },
  };
}

export function createWalletService(deps: WalletDeps) {
  const { db, prices, ledger, ledgerRepository, activities } = deps;
  const transferParties = createTransferParties({ db, ledgerRepository });

  async function ownWallet(executor: Executor, userId: string, balanceId: string) {
    const [wallet] = await ledgerRepository.accountsByIds(executor, [balanceId]);
    if (!wallet || wallet.kind !== 'user_wallet' || wallet.userId !== userId) throw walletErrors.balanceNotFound();
    return wallet;
  }

  function quote(mode: SendMode, symbol: AssetSymbol, amount: bigint, balance: bigint, rates: Rates): FeeQuote {
    const info = assetInfo(symbol);
    const rate = usdRate(rates, symbol);
    const lines = feeLines(mode, amount, info.decimals, rate);
    const fee = totalFee(lines);
    const fmt = (v: bigint) => formatAmount(v, info.decimals);
    return {
      token_symbol: symbol,
      amount: fmt(amount),
      fees: lines.map((l) => ({
        label: l.label,
        amount: fmt(l.amount),
        usd_value: fiat(usdCents(l.amount, info.decimals, rate)),
      })),
      total_fee: fmt(fee),
      total: fmt(amount + fee),
      total_usd: fiat(usdCents(amount + fee, info.decimals, rate)),
      max_amount: fmt(maxSendable(mode, balance, info.decimals, rate)),
      // What a bank payout pays out, by the same conversion the payout itself uses.
      ...(mode === 'bank'
        ? { ngn_amount: formatAmount(toKobo(amount, info.decimals, ngnRate(rates, symbol)), 2, 2) }
        : {}),
    };
  }

  return {
    /** The caller's own wallet; 404 for anyone else's. */
    ownWallet: (userId: string, balanceId: string) => ownWallet(db, userId, balanceId),

    /** Opens one wallet per catalogue asset for a new user. */
    async openWallets(tx: Executor, userId: string, addresses: Partial<Record<AssetSymbol, string>> = {}) {
      await ledgerRepository.createWallets(
        tx,
        userId,
        ASSETS.map((a) => ({ asset: a.symbol, address: addresses[a.symbol] ?? null })),
      );
    },

    async balances(userId: string) {
      const [rates, wallets] = await Promise.all([prices.current(), ledgerRepository.walletsOf(db, userId)]);
      const order = new Map(ASSETS.map((a, i) => [a.symbol as string, i]));
      return wallets
        .sort((a, b) => (order.get(a.asset) ?? 99) - (order.get(b.asset) ?? 99))
        .map((w) => toBalanceDto(w, rates));
    },

    async summary(userId: string): Promise<DashboardSummary> {
      const [rates, wallets, lifetime] = await Promise.all([
        prices.current(),
        ledgerRepository.walletsOf(db, userId),
        activities.lifetimeTotals(db, userId),
      ]);
      return dashboardSummary(new Map(wallets.map((w) => [w.asset, BigInt(w.balance)])), lifetime, rates);
    },

    async transactions(userId: string, query: TransactionsQuery) {
      return (await activities.list(db, userId, query)).map((r) => toTransactionDto(r, deps.explorerUrl));
    },

    async transaction(userId: string, id: string) {
      const row = await activities.findForUser(db, userId, id);
      if (!row) throw notFound('Transaction');
      return toTransactionDto(row, deps.explorerUrl);
    },

    async transactionsByIds(ids: string[]) {
      return (await activities.findByIds(db, ids)).map((r) => toTransactionDto(r, deps.explorerUrl));
    },

    async feeQuote(userId: string, q: { balance_id: string; amount: string; mode: SendMode }): Promise<FeeQuote> {
      const wallet = await ownWallet(db, userId, q.balance_id);
      const amount = parseAmountFor(wallet.asset, q.amount);
      if (q.mode === 'wallet' && !assetInfo(wallet.asset).chain) throw walletErrors.noChain(wallet.asset);
      return quote(q.mode, wallet.asset as AssetSymbol, amount, BigInt(wallet.balance), await prices.current());
    },

    async sendToTag(userId: string, request: SendToTagRequest, idempotencyKey: string | undefined, hash: string) {
      // Read before the transaction (its claim and locks are held for the writes only), from what
      // this process already knows when it can.
      const started = performance.now();
      const [parties, rates] = await Promise.all([
        transferParties.resolve(request.balance_id, request.receiver_tag),
        prices.current(),
      ]);
      const read = performance.now() - started;
      const wallet = parties?.wallet;
      if (!wallet || wallet.kind !== 'user_wallet' || wallet.userId !== userId) throw walletErrors.balanceNotFound();
      const amount = parseAmountFor(wallet.asset, request.amount);
      const receiver = parties.receiver;
      const outcome = await deps.postings.post({
        userId,
        key: idempotencyKey,
        hash,
        // A refusal is the request's answer, stored with its key like any other.
        posting: !receiver
          ? walletErrors.unknownRecipient(request.receiver_tag)
          : receiver.userId === userId
            ? walletErrors.selfTransfer()
            : tagPosting(
                { id: wallet.id, asset: wallet.asset as AssetSymbol, userId, tag: parties.senderTag! },
                receiver,
                amount,
                rates,
                ledger.platformAccount('fees', wallet.asset as AssetSymbol),
              ),
        answer: (result) => ({ data: 'success' as const, txHash: result.reference }),
      });
      return outcome.timings ? { ...outcome, timings: { read, ...outcome.timings } } : outcome;
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
