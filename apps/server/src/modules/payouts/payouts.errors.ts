import { payoutMessages } from '@app/contract';
import { AppError } from '../../http/app-error.js';

export const payoutErrors = {
  accountNotFound: () =>
    new AppError('ACCOUNT_NOT_FOUND', payoutMessages.accountNotFound, {
      account_number: [payoutMessages.accountNotFound],
    }),
  enquiryUnavailable: () =>
    new AppError('PROVIDER_UNAVAILABLE', 'Bank name enquiry is unavailable right now. Please try again shortly.'),
  enquiryTooOften: (retryAfter: number) =>
    new AppError('RATE_LIMITED', 'Too many account checks. Wait a moment and try again.', undefined, retryAfter),
  tooSmall: (minimum: string) => new AppError('BUSINESS_RULE', `The smallest bank payout is ${minimum}`),
  notFound: () => new AppError('NOT_FOUND', 'Payout not found'),
  notAwaitingApproval: () => new AppError('CONFLICT', 'This payout is not awaiting approval'),
  alreadyApproved: () => new AppError('CONFLICT', 'You have already approved this payout'),
  ownPayout: () => new AppError('FORBIDDEN', 'You cannot decide on your own payout'),
  ownerFrozen: () =>
    new AppError('ACCOUNT_FROZEN', "This user's account is frozen. Unfreeze it before approving its payouts."),
};
