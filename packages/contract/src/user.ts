import { z } from 'zod';
import { emailField, newPasswordField, passwordField, tagField } from './validation.js';

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
