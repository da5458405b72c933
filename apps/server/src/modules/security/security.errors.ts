import { totpMessages } from '@app/contract';
import { AppError, rateLimited } from '../../http/app-error.js';

/** The form field a password was typed in. */
export type PasswordField = 'password' | 'current_password';

export const securityErrors = {
  invalidCode: () => new AppError('VALIDATION_ERROR', totpMessages.invalid, { code: [totpMessages.invalid] }),
  alreadyEnabled: () => new AppError('CONFLICT', 'Two-factor authentication is already on.'),
  notEnabled: () => new AppError('CONFLICT', 'Two-factor authentication is not on.'),
  noSetup: () => new AppError('CONFLICT', 'Start two-factor setup first.'),
  /** `field` is the form's: `current_password` when changing it, `password` when confirming it. */
  wrongPassword: (field: PasswordField) => {
    const message = field === 'current_password' ? 'Current password is incorrect' : 'Password is incorrect';
    return new AppError('VALIDATION_ERROR', message, { [field]: [message] });
  },
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
