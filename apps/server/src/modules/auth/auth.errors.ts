import { totpMessages } from '@app/contract';
import { AppError, rateLimited } from '../../http/app-error.js';

export const authErrors = {
  invalidCredentials: () => new AppError('INVALID_CREDENTIALS', 'Invalid credentials'),
  totpRequired: () => new AppError('TOTP_REQUIRED', totpMessages.required),
  totpInvalid: () => new AppError('TOTP_REQUIRED', totpMessages.invalid, { totp: [totpMessages.invalid] }),
  tagTaken: (tag: string) =>
    new AppError('TAG_TAKEN', `The tag @${tag} is already taken`, { tag: [`The tag @${tag} is already taken`] }),
  emailTaken: () =>
    new AppError('EMAIL_TAKEN', 'An account with this email already exists', {
      email: ['An account with this email already exists'],
    }),
  tooManyAttempts: (retryAfterSeconds: number) =>
    rateLimited(
      `Too many sign-in attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minute(s) and try again.`,
      retryAfterSeconds,
    ),
  tooManyRegistrations: (retryAfterSeconds: number) =>
    rateLimited('Too many sign-ups from your network. Please try again later.', retryAfterSeconds),
};
