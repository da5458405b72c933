import { AppError } from '../../http/app-error.js';

export const beneficiaryErrors = {
  notFound: () => new AppError('NOT_FOUND', 'Saved recipient not found'),
  unknownTag: (tag: string) => new AppError('UNKNOWN_RECIPIENT', `No user with the tag @${tag}`),
  ownTag: () =>
    new AppError('VALIDATION_ERROR', 'You cannot save your own tag as a recipient', {
      tag: ['You cannot save your own tag as a recipient'],
    }),
};
