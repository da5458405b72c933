import { AppError } from '../../http/app-error.js';

export const walletErrors = {
  badAmount: (reason: 'format' | 'precision' | 'zero', decimals: number) =>
    new AppError(
      'VALIDATION_ERROR',
      reason === 'precision'
        ? `Amount can have at most ${decimals} decimal places`
        : reason === 'zero'
          ? 'Amount must be greater than zero'
          : 'Amount must be a positive decimal number like 10.5',
      { amount: [reason === 'precision' ? `At most ${decimals} decimal places` : 'Invalid amount'] },
    ),
  balanceNotFound: () => new AppError('NOT_FOUND', 'Balance not found'),
  unknownRecipient: (tag: string) => new AppError('UNKNOWN_RECIPIENT', `User @${tag} not found`),
  selfTransfer: () => new AppError('BUSINESS_RULE', 'You cannot send money to yourself'),
  noChain: (symbol: string) => new AppError('BUSINESS_RULE', `${symbol} cannot be sent to a wallet address`),
};
