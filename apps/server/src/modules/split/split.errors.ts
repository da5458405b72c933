import { AppError } from '../../http/app-error.js';

const tagList = (tags: string[]) => tags.map((t) => `@${t}`).join(', ');

export const splitErrors = {
  unknownTags: (tags: string[]) =>
    new AppError(
      'UNKNOWN_RECIPIENT',
      tags.length === 1 ? `User @${tags[0]} not found` : `Users not found: ${tagList(tags)}`,
    ),
  includesSelf: () => new AppError('BUSINESS_RULE', 'You cannot include yourself: your own tag is in the list'),
  zeroShare: (tags: string[]) =>
    new AppError('VALIDATION_ERROR', `Everyone must get more than zero: ${tagList(tags)} would get nothing`, {
      recipients: ['Everyone must get more than zero'],
    }),
  customSum: (message: string) => new AppError('VALIDATION_ERROR', message, { recipients: [message] }),
  badRecipientAmount: (index: number, message: string) =>
    new AppError('VALIDATION_ERROR', message, { [`recipients.${index}.amount`]: [message] }),
  requestNotFound: () => new AppError('NOT_FOUND', 'Payment request not found'),
  notPending: (status: 'paid' | 'declined' | 'cancelled', who: 'payer' | 'requester') => {
    const messages = {
      payer: {
        paid: 'You have already paid this request',
        declined: 'You declined this request',
        cancelled: 'This request was cancelled',
      },
      requester: {
        paid: 'This share is already paid',
        declined: 'This share was declined',
        cancelled: 'This share was cancelled',
      },
    } as const;
    return new AppError('CONFLICT', messages[who][status]);
  },
  nothingPending: () => new AppError('CONFLICT', 'Nothing in this request is still pending'),
  remindTooSoon: (tag: string, retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new AppError(
      'RATE_LIMITED',
      `You reminded @${tag} recently. You can remind them again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      retryAfterSeconds,
    );
  },
  lookupTooOften: (retryAfterSeconds: number) =>
    new AppError('RATE_LIMITED', 'Too many tag checks. Wait a moment and try again.', undefined, retryAfterSeconds),
};
