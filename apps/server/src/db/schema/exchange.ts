import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, ts } from './common.js';
import { users } from './accounts.js';
import { ledgerAccounts, ledgerTransactions } from './ledger.js';

/** An exchange rate: units of one asset per whole unit of another, 18 decimals. */
const rate = (name: string) => numeric(name, { precision: 60, scale: 18 });

/**
 * Firm swap quotes. What a quote says is what its execution moves: the amounts are fixed here and
 * the posting copies them. A quote executes at most once (`executed_at`), before `expires_at`.
 */
export const swapQuotes = pgTable(
  'swap_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromWalletId: uuid('from_wallet_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    toWalletId: uuid('to_wallet_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    fromAsset: text('from_asset').notNull(),
    toAsset: text('to_asset').notNull(),
    /** Leaves the wallet: fee + network fee + what is exchanged. */
    amountIn: money('amount_in').notNull(),
    fee: money('fee').notNull(),
    networkFee: money('network_fee').notNull(),
    amountOut: money('amount_out').notNull(),
    minReceived: money('min_received').notNull(),
    rate: rate('rate').notNull(),
    marketRate: rate('market_rate').notNull(),
    feeBps: integer('fee_bps').notNull(),
    priceImpactPpm: integer('price_impact_ppm').notNull(),
    slippageBps: integer('slippage_bps').notNull(),
    amountInUsdCents: money('amount_in_usd_cents').notNull(),
    amountOutUsdCents: money('amount_out_usd_cents').notNull(),
    networkFeeUsdCents: money('network_fee_usd_cents').notNull(),
    provider: text('provider').notNull(),
    trigger: text('trigger', { enum: ['manual', 'auto'] }).notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    executedAt: ts('executed_at'),
  },
  (t) => [
    index('swap_quotes_user_idx').on(t.userId, t.createdAt),
    index('swap_quotes_unused_idx')
      .on(t.expiresAt)
      .where(sql`${t.executedAt} is null`),
    check('swap_quotes_amounts_positive', sql`${t.amountIn} > 0 and ${t.amountOut} > 0`),
    check('swap_quotes_trigger_check', sql`${t.trigger} in ('manual', 'auto')`),
  ],
);

/** Executed swaps: one ledger transaction each. Conversions are the swaps to or from NGN. */
export const swaps = pgTable(
  'swaps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => swapQuotes.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** The public reference (txHash) of the ledger transaction. */
    reference: text('reference').notNull(),
    fromWalletId: uuid('from_wallet_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    fromAsset: text('from_asset').notNull(),
    toAsset: text('to_asset').notNull(),
    amountIn: money('amount_in').notNull(),
    amountOut: money('amount_out').notNull(),
    fee: money('fee').notNull(),
    networkFee: money('network_fee').notNull(),
    rate: rate('rate').notNull(),
    trigger: text('trigger', { enum: ['manual', 'auto'] }).notNull(),
    status: text('status', { enum: ['completed', 'failed'] })
      .notNull()
      .default('completed'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    // A quote is executed once, whatever races.
    uniqueIndex('swaps_quote_key').on(t.quoteId),
    uniqueIndex('swaps_seq_key').on(t.seq),
    index('swaps_user_seq_idx').on(t.userId, t.seq),
    index('swaps_auto_wallet_idx')
      .on(t.fromWalletId, t.createdAt)
      .where(sql`${t.trigger} = 'auto'`),
  ],
);

/**
 * The treasury's holding of each asset, kept beside its ledger account so it can be checked under a
 * row lock: a posting that would take it below zero is refused (ADR 011). Always equal to the sum
 * of the treasury account's entries.
 */
export const treasuryPositions = pgTable(
  'treasury_positions',
  {
    asset: text('asset').primaryKey(),
    balance: money('balance').notNull().default('0'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('treasury_positions_non_negative', sql`${t.balance} >= 0`)],
);
