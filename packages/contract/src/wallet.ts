import { z } from 'zod';
import { whenMissing } from './human-issues.js';
import { payoutStatus, transactionDetails } from './transaction-details.js';
import { kycStatus } from './user.js';
import { totalsDefinitions } from './totals-definitions.js';
import { ASSET_SYMBOLS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './wallet-values.js';

/** A decimal string as sent by clients: validated against the asset's decimals by the server. */
export const decimalString = z
  .string({ error: whenMissing('Amount is required') })
  .trim()
  .min(1, { error: 'Amount is required', abort: true })
  .max(80, 'Amount is too long');

export const assetSymbol = z.enum(ASSET_SYMBOLS);
export type AssetSymbol = z.infer<typeof assetSymbol>;

export const balance = z.object({
  id: z.string(),
  token_name: z.string(),
  token_symbol: assetSymbol,
  token_logo_url: z.string(),
  /** USD price of one unit. */
  token_price: z.string(),
  amount: z.string(),
  usd_value: z.string(),
  ngn_value: z.string(),
  /** Deposit address on the asset's chain; empty when the asset has none. */
  address: z.string(),
  auto_convert_threshold: z.string().nullable(),
  /** NGN per whole unit below which an auto-conversion waits for the rate to recover. */
  auto_convert_min_rate: z.string().nullable(),
  decimals: z.number().int(),
  chain: z.string().nullable(),
});
export type Balance = z.infer<typeof balance>;
export const balanceList = z.array(balance);

export const dashboardSummary = z.object({
  total_balance: z.string(),
  total_deposit: z.string().describe(totalsDefinitions.deposits),
  total_withdrawal: z.string().describe(totalsDefinitions.withdrawals),
  total_balance_ngn: z.string(),
  total_deposit_ngn: z.string().describe(totalsDefinitions.deposits),
  total_withdrawal_ngn: z.string().describe(totalsDefinitions.withdrawals),
  /** The NGN wallet's own balance, for the 'Available Balance' card. */
  ngn_available: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const transactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionType>;

export const transactionStatus = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatus>;

export const transaction = z.object({
  id: z.string(),
  type: transactionType,
  status: transactionStatus,
  amount: z.string(),
  fee: z.string(),
  token_symbol: assetSymbol,
  usd_value: z.string(),
  timestamp: z.string(),
  /** Stable reference: the chain hash when one exists, else our own reference. */
  tx_hash: z.string(),
  from_address: z.string().nullable(),
  to_address: z.string().nullable(),
  user_tag: z.string(),
  counterparty_tag: z.string().nullable(),
  /** Chain of an on-chain transaction (ethereum, base, core, starknet); null for internal ones. */
  chain: z.string().nullable(),
  /** Explorer URL for on-chain transactions: the chain's explorer, or our own detail page on a devnet. */
  explorer_url: z.string().nullable(),
  /** What this kind of transaction carries beyond amount and parties (swap legs, bill token, bank account). */
  details: transactionDetails.nullable(),
});
export type Transaction = z.infer<typeof transaction>;
export const transactionList = z.array(transaction);

export const transactionsQuery = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(500, 'limit must be at most 500')
    .default(50),
  before: z.string().uuid('before must be a transaction id').optional(),
  type: transactionType.optional(),
  status: transactionStatus.optional(),
  asset: assetSymbol.optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

export const sendMode = z.enum(['tag', 'wallet', 'bank']);
export type SendMode = z.infer<typeof sendMode>;

export const feeQuery = z.object({
  balance_id: z.string().uuid('balance_id must be a balance id'),
  amount: decimalString,
  mode: sendMode,
});

export const feeLine = z.object({ label: z.string(), amount: z.string(), usd_value: z.string() });
export const feeQuote = z.object({
  token_symbol: assetSymbol,
  amount: z.string(),
  fees: z.array(feeLine),
  total_fee: z.string(),
  /** amount + total_fee: what leaves the balance. */
  total: z.string(),
  total_usd: z.string(),
  /** Largest amount that can be sent from the current balance after fees. */
  max_amount: z.string(),
  /** Bank mode: the NGN the bank account receives at the current rate (locked when sent). */
  ngn_amount: z.string().optional(),
});
export type FeeQuote = z.infer<typeof feeQuote>;

export const sendToTagRequest = z.object({
  balance_id: z.string({ error: whenMissing('balance_id is required') }).uuid('balance_id must be a balance id'),
  amount: decimalString,
  receiver_tag: z
    .string({ error: whenMissing('Recipient tag is required') })
    .trim()
    .transform((t) => t.replace(/^@/, ''))
    .pipe(z.string().min(1, { error: 'Recipient tag is required', abort: true }).max(20, 'Recipient tag is too long')),
});
export type SendToTagRequest = z.infer<typeof sendToTagRequest>;

export const sendResponse = z.object({ data: z.literal('success'), txHash: z.string() });
export type SendResponse = z.infer<typeof sendResponse>;

export const syncResponse = z.object({ credited: z.array(transaction) });

export const priceUpdate = z.object({
  usd: z.record(z.string(), decimalString).optional(),
  ngn_per_usd: decimalString.optional(),
});
export const priceTable = z.object({
  usd: z.record(z.string(), z.string()),
  ngn_per_usd: z.string(),
  updated_at: z.string(),
  source: z.string(),
});
export type PriceTable = z.infer<typeof priceTable>;

/** Events pushed on the /api/ws socket. */
export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('balance_update'), asset: assetSymbol }),
  z.object({ type: z.literal('transaction_update'), id: z.string(), status: transactionStatus }),
  /**
   * A new notification. `own_action` when it confirms money the user just moved themselves (a send,
   * a split, a swap, a bank withdrawal, a paid request): the screen that did it already said so, so
   * it updates the bell without a toast of its own (ADR 055).
   */
  z.object({
    type: z.literal('notification'),
    id: z.string(),
    title: z.string(),
    own_action: z.literal(true).optional(),
  }),
  /** The user's identity verification changed (submitted, approved or rejected). */
  z.object({ type: z.literal('kyc_update'), kyc_status: kycStatus }),
  /** An admin froze or unfroze the user's account. */
  z.object({ type: z.literal('account_update'), frozen: z.boolean() }),
  /** Events may have been missed (the server's database connection came back): refetch everything shown. */
  z.object({ type: z.literal('resync') }),
  /** A balance's auto-convert settings changed, or one of its conversions waits for a better rate. */
  z.object({ type: z.literal('auto_convert_update'), balance_id: z.string() }),
  /** A bank payout moved on (sent to its owner, and to admins who review payouts). */
  z.object({ type: z.literal('payout_update'), id: z.string(), status: payoutStatus }),
  /** A bill payment of the user moved (pending → delivered or failed). */
  z.object({ type: z.literal('bill_update'), id: z.string(), status: z.enum(['pending', 'delivered', 'failed']) }),
  /** One share of a payment request the user sent or received changed status. */
  z.object({
    type: z.literal('payment_request_update'),
    request_id: z.string(),
    item_id: z.string(),
    status: z.enum(['pending', 'paid', 'declined', 'cancelled']),
  }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** The sandbox funding provider's webhook: money arrived for a user. */
export const sandboxFundingWebhook = z.object({
  reference: z.string().trim().min(1, 'reference is required').max(128, 'reference is too long'),
  tag: z.string().trim().min(1, 'tag is required').max(20, 'tag is too long'),
  asset: assetSymbol,
  amount: decimalString,
});
export const sandboxFundingResult = z.object({ credited: z.boolean(), transaction_id: z.string() });
