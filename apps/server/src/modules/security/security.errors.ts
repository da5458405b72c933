import { totpMessages } from '@app/contract';
import { AppError, rateLimited } from '../../http/app-error.js';

export const securityErrors = {
  invalidCode: () => new AppError('VALIDATION_ERROR', totpMessages.invalid, { code: [totpMessages.invalid] }),
  alreadyEnabled: () => new AppError('CONFLICT', 'Two-factor authentication is already on.'),
  notEnabled: () => new AppError('CONFLICT', 'Two-factor authentication is not on.'),
  noSetup: () => new AppError('CONFLICT', 'Start two-factor setup first.'),
  wrongCurrentPassword: () =>
    new AppError('VALIDATION_ERROR', 'Current password is incorrect', {
      current_password: ['Current password is incorrect'],
    }),
  samePassword: () =>
    new AppError('VALIDATION_ERROR', 'Choose a password different from your current one', {
      new_password: ['Choose a password different from your current one'],
    }),
  tooManyAttempts: (retryAfterSeconds: number) =>
    rateLimited(
      `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minute(s) and try again.`,
      retryAfterSeconds,
    ),
  sessionNotFound: () => new AppError('NOT_FOUND', 'Session not found'),
};
