import { z } from 'zod';

/** User-facing validation messages, word for word from the product spec §5. */
export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  tagRequired: 'Tag is required',
  tagFormat: 'Tag must be 3-20 characters, letters, numbers, and underscores only',
  passwordMin: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  termsRequired: 'You must accept the terms',
  termsRequiredOnSubmit: 'You must accept the terms and conditions',
} as const;

export const TAG_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
/** A basic email shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;
/** argon2 happily hashes anything, but nobody needs a 10 kB password and it would be a DoS lever. */
export const PASSWORD_MAX = 128;

export const tagField = z
  .string({ error: messages.tagRequired })
  .trim()
  .min(1, { error: messages.tagRequired, abort: true })
  .regex(TAG_PATTERN, messages.tagFormat);

export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired, abort: true })
  .max(254, messages.emailInvalid)
  .regex(EMAIL_PATTERN, messages.emailInvalid);

export const newPasswordField = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired, abort: true })
  .min(PASSWORD_MIN, { error: messages.passwordMin, abort: true })
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const passwordField = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired, abort: true })
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** Flattens a zod error into `{ field: [messages] }`, the shape of `details` in error bodies. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
