import { z } from 'zod';
import { emailField, newPasswordField, passwordField, tagField } from './validation.js';
import { messages } from './validation-rules.js';

export const kycStatus = z.enum(['none', 'pending', 'verified', 'rejected']);
export type KycStatus = z.infer<typeof kycStatus>;
export const role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof role>;

export const user = z.object({
  id: z.string(),
  tag: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  photo: z.string().nullable(),
  is_verified: z.boolean(),
  kyc_status: kycStatus,
  role,
  /** An admin froze the account: the user can sign in and look, but no money leaves it. */
  frozen: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof user>;

export const registerRequest = z.object({
  tag: tagField,
  email: emailField,
  password: newPasswordField,
  /** Ignored: the server owns deposit addresses. Accepted so older clients don't fail. */
  address: z.unknown().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailField,
  password: passwordField,
  /** The authenticator code, for accounts with two-factor sign-in on. */
  totp: z.string().trim().max(16).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const authResponse = z.object({ token: z.string(), user });
export type AuthResponse = z.infer<typeof authResponse>;

export const okResponse = z.object({ ok: z.literal(true) });

/**
 * A password typed twice: `confirm` must repeat `password` (spec §5). Kept apart from the fields'
 * own schemas and joined by intersection, because zod skips an object's refinements once a field
 * has failed, and the mismatch must show even while the password itself is still too short.
 */
export function passwordsMatch<P extends string, C extends string>(password: P, confirm: C) {
  const shape = { [password]: z.string(), [confirm]: z.string() } as { [K in P | C]: z.ZodString };
  return z.object(shape).refine(
    (v) => {
      const values = v as Record<string, string>;
      return values[confirm] === '' || values[confirm] === values[password];
    },
    { path: [confirm], error: messages.passwordsMismatch },
  );
}

/** The register form (spec §5): the request's fields, the password again and the terms box. */
export const registerForm = z.intersection(
  registerRequest.pick({ tag: true, email: true, password: true }).extend({
    confirmPassword: z.string().min(1, messages.confirmRequired),
    // The form says 'You must accept the terms and conditions' instead once a submit was tried.
    terms: z.boolean().refine((accepted) => accepted, messages.termsRequired),
  }),
  passwordsMatch('password', 'confirmPassword'),
);
export type RegisterFormValues = z.input<typeof registerForm>;
