import type { AmountParseError } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { AssetInfo } from '../assets/catalogue.js';

const amountMessages = (reason: AmountParseError, asset: AssetInfo): [message: string, detail: string] => {
  switch (reason) {
    case 'precision':
      return [`Amount can have at most ${asset.decimals} decimal places`, `At most ${asset.decimals} decimal places`];
    case 'zero':
      return ['Amount must be greater than zero', 'Invalid amount'];
    case 'too_large': {
      const max = asset.maxAmount.toLocaleString('en-US');
      return [`Amount is too large: at most ${max} ${asset.symbol}`, `At most ${max} ${asset.symbol}`];
    }
    case 'format':
      return ['Amount must be a positive decimal number like 10.5', 'Invalid amount'];
  }
};

export const walletErrors = {
  badAmount: (reason: AmountParseError, asset: AssetInfo) => {
    const [message, detail] = amountMessages(reason, asset);
    return new AppError('VALIDATION_ERROR', message, { amount: [detail] });
  },
  balanceNotFound: () => new AppError('NOT_FOUND', 'Balance not found'),
  unknownRecipient: (tag: string) => new AppError('UNKNOWN_RECIPIENT', `User @${tag} not found`),
  selfTransfer: () => new AppError('BUSINESS_RULE', 'You cannot send money to yourself'),
  noChain: (symbol: string) => new AppError('BUSINESS_RULE', `${symbol} cannot be sent to a wallet address`),
};
