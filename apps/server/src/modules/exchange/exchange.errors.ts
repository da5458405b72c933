import { AppError } from '../../http/app-error.js';

export const exchangeErrors = {
  quoteNotFound: () => new AppError('NOT_FOUND', 'Quote not found'),
  quoteExpired: () => new AppError('QUOTE_EXPIRED', 'This quote has expired. Please review the new price.'),
  quoteUsed: () => new AppError('QUOTE_USED', 'This quote was already used'),
  tooSmall: () => new AppError('BUSINESS_RULE', 'Amount is too small to cover the swap fees'),
  insufficientLiquidity: () => new AppError('INSUFFICIENT_LIQUIDITY', 'Not enough liquidity for this swap right now'),
  /** The same shortage met by another conversion through the treasury (a cash-out of tokens to naira). */
  insufficientLiquidityToConvert: () =>
    new AppError('INSUFFICIENT_LIQUIDITY', 'Not enough liquidity to convert this right now. Please try again later.'),
  ngnAutoConvert: () =>
    new AppError('BUSINESS_RULE', 'NGN is already naira: auto-convert is for token balances', {
      auto_convert_threshold: ['Not available for NGN'],
    }),
  badDecimal: (field: string, message: string) => new AppError('VALIDATION_ERROR', message, { [field]: [message] }),
};
