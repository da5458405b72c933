import { z } from 'zod';
import { whenMissing } from './human-issues.js';
import { assetSymbol } from './wallet.js';

/** Swap slippage tolerance, in percent (spec §9): presets 0.1, 0.5 and 1.0, custom 0.1–50. */
export const SLIPPAGE = { min: 0.1, max: 50, default: 0.5, presets: [0.1, 0.5, 1] } as const;
export const slippageRangeMessage = `Slippage must be between ${SLIPPAGE.min}% and ${SLIPPAGE.max}%`;

/** Hundredths of a percent are the finest step (one basis point). */
const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const slippagePercent = z
  .number({ error: 'Slippage must be a number' })
  .min(SLIPPAGE.min, slippageRangeMessage)
  .max(SLIPPAGE.max, slippageRangeMessage)
  .refine(hasAtMostTwoDecimals, 'Slippage can have at most 2 decimals');

export const swapQuoteRequest = z
  .object({
    from_symbol: assetSymbol,
    to_symbol: assetSymbol,
    /** A decimal string in the from-asset: what leaves the wallet, fees included. */
    amount: z
      .string({ error: whenMissing('Amount is required') })
      .trim()
      .min(1, { error: 'Amount is required', abort: true })
      .max(80, 'Amount is too long'),
    slippage: slippagePercent.default(SLIPPAGE.default),
  })
  .superRefine((q, ctx) => {
    if (q.from_symbol === q.to_symbol) {
      ctx.addIssue({ code: 'custom', path: ['to_symbol'], message: 'Choose two different assets to swap' });
    }
  });
export type SwapQuoteRequest = z.input<typeof swapQuoteRequest>;

/**
 * A firm quote, locked until `expires_at`: executing it moves exactly these amounts. `amount_in`
 * leaves the wallet; `fee` and `network_fee` (both in the from-asset) come out of it; the rest is
 * exchanged into `amount_out`. `rate` is `amount_out / amount_in` (to-units per from-unit, all in).
 */
export const swapQuote = z.object({
  quote_id: z.string(),
  from_symbol: assetSymbol,
  to_symbol: assetSymbol,
  amount_in: z.string(),
  amount_out: z.string(),
  rate: z.string(),
  /** Market rate before spread, price impact and fees: from price / to price. */
  market_rate: z.string(),
  fee: z.string(),
  /** The platform fee, in percent of `amount_in`, as charged. */
  fee_percent: z.string(),
  network_fee: z.string(),
  /** Percent by which the trade's size moves the price against it (red above 1). */
  price_impact: z.string(),
  slippage: z.string(),
  min_received: z.string(),
  /** USD value of what is paid and of what is received, at the quote's prices. */
  amount_in_usd: z.string(),
  amount_out_usd: z.string(),
  network_fee_usd: z.string(),
  expires_at: z.string(),
  /** Seconds the quote is locked for, from its creation. */
  ttl_seconds: z.number().int(),
});
export type SwapQuote = z.infer<typeof swapQuote>;

export const executeSwapRequest = z.object({
  quote_id: z.string({ error: whenMissing('quote_id is required') }).uuid('quote_id must be a quote id'),
});
export type ExecuteSwapRequest = z.infer<typeof executeSwapRequest>;

export const swapResult = z.object({
  data: z.literal('success'),
  txHash: z.string(),
  amount_in: z.string(),
  amount_out: z.string(),
});
export type SwapResult = z.infer<typeof swapResult>;

/** A threshold or a rate as typed: a decimal string (or a JSON number, as the spec's client sends). */
const decimalInput = (emptyMessage: string) =>
  z
    .union([z.number(), z.string().max(80, 'Value is too long')], { error: emptyMessage })
    .refine((v) => typeof v === 'number' || v.trim() !== '', { error: emptyMessage, abort: true });

export const autoConvertMessages = {
  thresholdRequired: 'Please enter an amount to auto convert',
  thresholdSet: 'New threshold set.',
  thresholdFailed: 'Failed to set threshold.',
  help: 'Automatically convert to NGN when balance exceeds this amount',
} as const;

/** PUT /balances/{id} (spec §7): `null` turns auto-convert off; a minimum rate is optional. */
export const updateBalanceRequest = z.object({
  auto_convert_threshold: decimalInput(autoConvertMessages.thresholdRequired).nullable(),
  /** NGN per whole unit below which an auto-conversion waits; `null` removes it. */
  auto_convert_min_rate: decimalInput('Enter a minimum rate').nullable().optional(),
});
export type UpdateBalanceRequest = z.input<typeof updateBalanceRequest>;

/** The threshold form of the Multi-Currency Hub: the spec's strings, checked before any call. */
const DECIMAL_TEXT = /^(0|[1-9]\d*)(\.\d+)?$/;
export const autoConvertForm = z.object({
  threshold: z
    .string()
    .trim()
    .min(1, { error: autoConvertMessages.thresholdRequired, abort: true })
    .regex(DECIMAL_TEXT, 'Enter a number like 0.5'),
  min_rate: z.union([z.literal(''), z.string().trim().regex(DECIMAL_TEXT, 'Enter a rate in NGN like 1500000')]),
});
export type AutoConvertFormValues = z.input<typeof autoConvertForm>;

export const conversionTrigger = z.enum(['manual', 'auto']);
export type ConversionTrigger = z.infer<typeof conversionTrigger>;

export const conversion = z.object({
  id: z.string(),
  from_symbol: assetSymbol,
  to_symbol: assetSymbol,
  amount_in: z.string(),
  amount_out: z.string(),
  rate: z.string(),
  trigger: conversionTrigger,
  status: z.enum(['completed', 'failed']),
  created_at: z.string(),
  /** The swap's reference in the transaction history. */
  tx_hash: z.string(),
});
export type Conversion = z.infer<typeof conversion>;
export const conversionList = z.array(conversion);

export const conversionsQuery = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(50),
  before: z.string().uuid('before must be a conversion id').optional(),
});

/** The treasury's holding of one asset: what swaps can pay out. */
export const treasuryPosition = z.object({
  asset: assetSymbol,
  balance: z.string(),
  usd_value: z.string(),
  updated_at: z.string(),
});
export type TreasuryPosition = z.infer<typeof treasuryPosition>;
export const treasuryPositionList = z.array(treasuryPosition);

export const treasuryTopUpRequest = z.object({
  asset: assetSymbol,
  amount: z
    .string({ error: whenMissing('Amount is required') })
    .trim()
    .min(1, { error: 'Amount is required', abort: true })
    .max(80, 'Amount is too long'),
  note: z.string().trim().min(1, 'Say where the funds come from').max(200, 'Note is too long'),
});
export type TreasuryTopUpRequest = z.infer<typeof treasuryTopUpRequest>;

export const portfolioRange = z.enum(['24h', '7d', '30d', '90d']);
export type PortfolioRange = z.infer<typeof portfolioRange>;
export const portfolioHistoryQuery = z.object({ range: portfolioRange.default('7d') });

export const portfolioPoint = z.object({ at: z.string(), usd_value: z.string(), ngn_value: z.string() });
export const portfolioHistory = z.object({
  range: portfolioRange,
  points: z.array(portfolioPoint),
});
export type PortfolioHistory = z.infer<typeof portfolioHistory>;
export type PortfolioPoint = z.infer<typeof portfolioPoint>;
