// No schemas here: a screen can show these words and rules without loading zod.
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
