import { payoutMessages } from '@app/contract';
import { AppError } from '../../http/app-error.js';

export const freezeErrors = {
  frozen: () => new AppError('ACCOUNT_FROZEN', payoutMessages.frozen),
  userNotFound: () => new AppError('NOT_FOUND', 'User not found'),
  alreadyFrozen: () => new AppError('CONFLICT', 'This account is already frozen'),
  notFrozen: () => new AppError('CONFLICT', 'This account is not frozen'),
  ownAccount: () => new AppError('CONFLICT', 'You cannot freeze or unfreeze your own account'),
};
