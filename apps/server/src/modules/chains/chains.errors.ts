import { AppError, rateLimited } from '../../http/app-error.js';
import { CHAIN_NAMES, type ChainId } from '../assets/catalogue.js';

export const chainErrors = {
  notConnected: (chain: ChainId) => new AppError('BUSINESS_RULE', `${CHAIN_NAMES[chain]} network not connected`),
  noChain: (symbol: string) => new AppError('BUSINESS_RULE', `${symbol} cannot be sent to a wallet address`),
  ownAddress: () => new AppError('BUSINESS_RULE', 'That is your own deposit address'),
  rejected: (network: string, reason: string) =>
    new AppError('BUSINESS_RULE', `${network} rejected the transfer: ${reason.split('\n')[0]!.slice(0, 200)}`),
  syncTooOften: (retryAfterSeconds: number) =>
    rateLimited('Balances were just refreshed. Please wait a few seconds.', retryAfterSeconds),
};
