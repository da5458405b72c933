import { AppError } from '../../http/app-error.js';

export const ledgerErrors = {
  insufficientBalance: () => new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance'),
};

/** A posting that does not balance is a bug in the calling feature, never a user error. */
export class UnbalancedPostingError extends Error {
  constructor(asset: string, sum: bigint) {
    super(`posting does not balance in ${asset}: off by ${sum}`);
  }
}
