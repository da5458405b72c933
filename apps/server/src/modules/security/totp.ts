import { Secret, TOTP } from 'otpauth';

/**
 * TOTP per RFC 6238 through `otpauth`: HMAC-SHA1, 30-second steps, 6 digits, the profile every
 * authenticator app speaks. What stays ours is the replay rule: a time step, once used, is spent.
 */
const PROFILE = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

const totpFor = (secretBase32: string, account?: string, issuer?: string) =>
  new TOTP({ ...PROFILE, secret: Secret.fromBase32(secretBase32), label: account, issuer });

/** A new 160-bit secret (RFC 4226 recommends at least 128, SHA-1's block suggests 160), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const totpStep = (nowMs: number) => TOTP.counter({ period: PROFILE.period, timestamp: nowMs });

/** The code an authenticator app shows at `nowMs`. */
export const totp = (secretBase32: string, nowMs = Date.now()) => totpFor(secretBase32).generate({ timestamp: nowMs });

/**
 * The time step whose code matches, allowing one step of clock drift either way; null when none.
 * Steps at or before `afterStep` are refused, so a code can't be replayed.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  options: { nowMs?: number; afterStep?: number | null; window?: number } = {},
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const { nowMs = Date.now(), afterStep = null, window = 1 } = options;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: nowMs, window });
  if (delta === null) return null;
  const step = totpStep(nowMs) + delta;
  return afterStep !== null && step <= afterStep ? null : step;
}

/** The otpauth:// URI authenticator apps read from a QR code (Key Uri Format). */
export const otpauthUrl = (secretBase32: string, account: string, issuer: string) =>
  totpFor(secretBase32, account, issuer).toString();
