import { z } from 'zod';
import { passwordsMatch } from './user.js';
import { newPasswordField, passwordField } from './validation.js';
import { messages } from './validation-rules.js';

/** What a notification is about; each category can be switched off in Settings, except `account`. */
export const notificationCategory = z.enum(['transaction', 'security', 'price_alert', 'marketing', 'weekly_report']);
export type NotificationCategory = z.infer<typeof notificationCategory>;

export const notificationPreferences = z.object({
  transactions: z.boolean(),
  security: z.boolean(),
  price_alerts: z.boolean(),
  marketing: z.boolean(),
  weekly_reports: z.boolean(),
});

export const preferences = z.object({
  notifications: notificationPreferences,
  /** null: follow the device's setting. */
  dark_mode: z.boolean().nullable(),
  local_currency: z.enum(['NGN', 'USD']),
  /** Balances start masked on every screen. */
  hide_balances: z.boolean(),
});
export type Preferences = z.infer<typeof preferences>;

/** The spec's defaults (Settings: transaction, security and weekly reports on; price alerts, marketing off). */
export const defaultPreferences: Preferences = {
  notifications: { transactions: true, security: true, price_alerts: false, marketing: false, weekly_reports: true },
  dark_mode: null,
  local_currency: 'NGN',
  hide_balances: false,
};

export const preferencesUpdate = z.object({
  notifications: notificationPreferences.partial().optional(),
  dark_mode: z.boolean().nullable().optional(),
  local_currency: z.enum(['NGN', 'USD']).optional(),
  hide_balances: z.boolean().optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdate>;

export const totpMessages = {
  required: 'Enter the 6-digit code from your authenticator app',
  invalid: 'Invalid code. Enter the 6-digit code from your authenticator app',
  format: 'The code is 6 digits',
} as const;

export const totpCode = z
  .string({ error: totpMessages.required })
  .trim()
  .min(1, { error: totpMessages.required, abort: true })
  .regex(/^\d{6}$/, totpMessages.format);

export const twoFactorStatus = z.object({ enabled: z.boolean() });
/** Setup reveals a new secret: the account's password first, so a session alone can't lock its owner out. */
export const twoFactorSetupRequest = z.object({ password: passwordField });
export type TwoFactorSetupRequest = z.input<typeof twoFactorSetupRequest>;
export const twoFactorSetup = z.object({
  /** Base32 secret, for typing in by hand. */
  secret: z.string(),
  /** otpauth://totp/… URI, shown as a QR code. */
  otpauth_url: z.string(),
});
export const twoFactorCode = z.object({ code: totpCode });

export const changePasswordRequest = z.object({
  current_password: passwordField,
  new_password: newPasswordField,
});

/** The change-password form: the request plus the new password typed again. */
export const changePasswordForm = z.intersection(
  changePasswordRequest.extend({ confirm: z.string().min(1, messages.confirmRequired) }),
  passwordsMatch('new_password', 'confirm'),
);
export type ChangePasswordFormValues = z.input<typeof changePasswordForm>;

export const deviceSession = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSession>;
export const deviceSessionList = z.array(deviceSession);
export const revokedCount = z.object({ revoked: z.number().int() });
