import { SLIPPAGE, formatAmount, formatMoney, type AssetSymbol, type SwapResult } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import type { LiquidityProvider } from '../../providers/liquidity/liquidity-provider.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { assetInfo } from '../assets/catalogue.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { ledgerErrors } from '../ledger/ledger.errors.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { parseAmountFor } from '../wallet/wallet.service.js';
import { walletErrors } from '../wallet/wallet.errors.js';
import { exchangeErrors } from './exchange.errors.js';
import type { ExchangeRepository, QuoteRow } from './exchange.repository.js';
import { quoteFigures, rateText, swapFee, type QuoteFigures } from './quote-math.js';
import { storedRate, toConversionDto, toQuoteDto } from './swap-dto.js';
import type { TreasuryService } from './treasury.service.js';

export interface SwapsDeps {
  db: Db;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  repository: ExchangeRepository;
  treasury: TreasuryService;
  prices: PriceProvider;
  liquidity: LiquidityProvider;
  idempotency: IdempotencyService;
  /** The clock quotes expire by (tests move it instead of sleeping). */
  now: () => Date;
  quoteTtlSeconds: number;
  feeBps: number;
}

export interface PricedSwap {
  userId: string;
  from: AssetSymbol;
  to: AssetSymbol;
  fromWalletId: string;
  toWalletId: string;
  slippageBps: number;
  figures: QuoteFigures;
}

export type Trigger = 'manual' | 'auto';

const slippageBps = (percent: number) => Math.round(percent * 100);

/**
 * Swaps at a locked quote. A quote fixes every amount; executing it is one ledger posting that moves
 * exactly those amounts: the user's from-asset to the treasury (less the fees, to the fee account),
 * the treasury's to-asset to the user. Manual swaps and auto-conversions share this path.
 */
export function createSwapsService(deps: SwapsDeps) {
  const { db, ledger, ledgerRepository, repository } = deps;

  async function walletsFor(userId: string, from: AssetSymbol, to: AssetSymbol) {
    const [fromWallet, toWallet] = await Promise.all([
      ledgerRepository.walletFor(db, userId, from),
      ledgerRepository.walletFor(db, userId, to),
    ]);
    if (!fromWallet || !toWallet) throw walletErrors.balanceNotFound();
    return { fromWallet, toWallet };
  }

  /**
   * Prices a swap of `amountIn` (fees included) with the liquidity provider and checks the
   * treasury can pay it. Reads only, outside any transaction (the embedded database has one
   * connection); the caller stores the result as a quote.
   */
  async function price(input: Omit<PricedSwap, 'figures'> & { amountIn: bigint }): Promise<PricedSwap> {
    const fee = swapFee(input.amountIn, deps.feeBps, assetInfo(input.from).decimals);
    if (fee >= input.amountIn) throw exchangeErrors.tooSmall();
    const [rates, liquidity] = await Promise.all([
      deps.prices.current(),
      deps.liquidity.quote({
        sell: input.from,
        buy: input.to,
        sellAmount: input.amountIn - fee,
        slippageBps: input.slippageBps,
      }),
    ]);
    const figures = quoteFigures({ ...input, fee, liquidity, rates });
    if ((await deps.treasury.available(db, input.to)) < figures.amountOut) throw exchangeErrors.insufficientLiquidity();
    return { ...input, figures };
  }

  function storeQuote(executor: Executor, priced: PricedSwap, trigger: Trigger, executedAt?: Date): Promise<QuoteRow> {
    const now = deps.now();
    const f = priced.figures;
    return repository.insertQuote(executor, {
      userId: priced.userId,
      fromWalletId: priced.fromWalletId,
      toWalletId: priced.toWalletId,
      fromAsset: priced.from,
      toAsset: priced.to,
      amountIn: f.amountIn.toString(),
      fee: f.fee.toString(),
      networkFee: f.networkFee.toString(),
      amountOut: f.amountOut.toString(),
      minReceived: f.minReceived.toString(),
      rate: rateText(f.rate),
      marketRate: rateText(f.marketRate),
      feeBps: deps.feeBps,
      priceImpactPpm: f.priceImpactPpm,
      slippageBps: priced.slippageBps,
      amountInUsdCents: f.amountInUsdCents.toString(),
      amountOutUsdCents: f.amountOutUsdCents.toString(),
      networkFeeUsdCents: f.networkFeeUsdCents.toString(),
      provider: deps.liquidity.name,
      trigger,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.quoteTtlSeconds * 1000),
      executedAt: executedAt ?? null,
    });
  }

  /** Books a quote: one posting, the quote marked used, the swap recorded. Inside the caller's transaction. */
  async function settle(tx: Executor, quote: QuoteRow, trigger: Trigger) {
    const from = assetInfo(quote.fromAsset);
    const to = assetInfo(quote.toAsset);
    const amountIn = BigInt(quote.amountIn);
    const amountOut = BigInt(quote.amountOut);
    const fees = BigInt(quote.fee) + BigInt(quote.networkFee);
    const now = deps.now();
    const shownIn = formatMoney(amountIn, from);
    const shownOut = formatMoney(amountOut, to);
    const result = await ledger.post(tx, {
      kind: 'swap',
      status: 'completed',
      legs: [
        { accountId: quote.fromWalletId, asset: from.symbol, amount: -amountIn },
        { accountId: ledger.platformAccount('fees', from.symbol), asset: from.symbol, amount: fees },
        { accountId: ledger.platformAccount('treasury', from.symbol), asset: from.symbol, amount: amountIn - fees },
        { accountId: ledger.platformAccount('treasury', to.symbol), asset: to.symbol, amount: -amountOut },
        { accountId: quote.toWalletId, asset: to.symbol, amount: amountOut },
      ],
      activities: [
        {
          userId: quote.userId,
          type: 'swap',
          status: 'completed',
          asset: from.symbol,
          amount: amountIn,
          fee: fees,
          usdCents: BigInt(quote.amountInUsdCents),
          fromAddress: `${from.symbol} balance`,
          toAddress: `${to.symbol} balance`,
          details: {
            kind: 'swap',
            from_symbol: from.symbol,
            from_amount: formatAmount(amountIn, from.decimals),
            to_symbol: to.symbol,
            to_amount: formatAmount(amountOut, to.decimals),
            rate: rateText(storedRate(quote.rate)),
            trigger,
          },
        },
      ],
      notifications: [
        trigger === 'auto'
          ? { userId: quote.userId, title: 'Auto-converted to NGN', body: `Auto-converted ${shownIn} to ${shownOut}` }
          : {
              userId: quote.userId,
              title: 'Swap completed',
              body: `You swapped ${shownIn} for ${shownOut}.`,
              ownAction: true,
            },
      ],
      metadata: { quote_id: quote.id, trigger, provider: quote.provider },
    });
    await repository.markExecuted(tx, quote.id, now);
    return repository.insertSwap(tx, {
      userId: quote.userId,
      quoteId: quote.id,
      transactionId: result.transactionId,
      reference: result.reference,
      fromWalletId: quote.fromWalletId,
      fromAsset: from.symbol,
      toAsset: to.symbol,
      amountIn: quote.amountIn,
      amountOut: quote.amountOut,
      fee: quote.fee,
      networkFee: quote.networkFee,
      rate: quote.rate,
      trigger,
      createdAt: now,
    });
  }

  return {
    price,
    storeQuote,
    settle,

    async quote(
      userId: string,
      request: { from_symbol: AssetSymbol; to_symbol: AssetSymbol; amount: string; slippage?: number },
    ) {
      const amountIn = parseAmountFor(request.from_symbol, request.amount);
      const { fromWallet, toWallet } = await walletsFor(userId, request.from_symbol, request.to_symbol);
      if (BigInt(fromWallet.balance) < amountIn) throw ledgerErrors.insufficientBalance();
      const priced = await price({
        userId,
        from: request.from_symbol,
        to: request.to_symbol,
        fromWalletId: fromWallet.id,
        toWalletId: toWallet.id,
        slippageBps: slippageBps(request.slippage ?? SLIPPAGE.default),
        amountIn,
      });
      return toQuoteDto(await storeQuote(db, priced, 'manual'));
    },

    async execute(userId: string, quoteId: string, key: string | undefined, hash: string) {
      const found = await repository.findQuote(db, quoteId);
      if (!found || found.userId !== userId) throw exchangeErrors.quoteNotFound();
      return deps.idempotency.run(userId, key, hash, async (tx): Promise<SwapResult> => {
        const quote = (await repository.lockQuote(tx, quoteId))!;
        if (quote.executedAt) throw exchangeErrors.quoteUsed();
        if (deps.now().getTime() >= quote.expiresAt.getTime()) throw exchangeErrors.quoteExpired();
        const swap = await settle(tx, quote, 'manual');
        const from = assetInfo(quote.fromAsset);
        const to = assetInfo(quote.toAsset);
        return {
          data: 'success',
          txHash: swap.reference,
          amount_in: formatAmount(BigInt(swap.amountIn), from.decimals),
          amount_out: formatAmount(BigInt(swap.amountOut), to.decimals),
        };
      });
    },

    async conversions(userId: string, query: { limit: number; before?: string | undefined }) {
      return (await repository.conversions(db, userId, query.limit, query.before)).map(toConversionDto);
    },
  };
}
export type SwapsService = ReturnType<typeof createSwapsService>;
