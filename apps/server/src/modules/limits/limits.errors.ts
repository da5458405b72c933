import { formatAmount, limitsMessages } from '@app/contract';
import { AppError } from '../../http/app-error.js';

export const limitsErrors = {
  dailyLimit: (leftKobo: bigint) =>
    new AppError('DAILY_LIMIT_REACHED', limitsMessages.dailyLimit(formatAmount(leftKobo > 0n ? leftKobo : 0n, 2, 2))),
  unverified: () => new AppError('VERIFICATION_REQUIRED', limitsMessages.unverified),
  userNotFound: () => new AppError('NOT_FOUND', 'User not found'),
  ownAccount: () => new AppError('FORBIDDEN', 'You cannot change the limits of your own account'),
};
