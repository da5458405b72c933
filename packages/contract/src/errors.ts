import { z } from 'zod';

/** Every domain error code the API can answer with, mapped exhaustively to its HTTP status. */
export const errorStatus = {
  /** A request we cannot read at all (a bad URL, a broken upload). */
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  /** Password right; the account's two-factor code is missing or wrong. */
  TOTP_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TAG_TAKEN: 409,
  EMAIL_TAKEN: 409,
  IDEMPOTENCY_IN_FLIGHT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_RULE: 422,
  IDEMPOTENCY_MISMATCH: 422,
  INSUFFICIENT_BALANCE: 422,
  UNKNOWN_RECIPIENT: 422,
  /** A swap quote past its `expires_at`: get a new quote. */
  QUOTE_EXPIRED: 422,
  /** The treasury cannot pay out this swap. */
  INSUFFICIENT_LIQUIDITY: 422,
  /** A swap quote that was already executed. */
  QUOTE_USED: 409,
  /** Name enquiry found no such bank account. */
  ACCOUNT_NOT_FOUND: 422,
  /** An admin froze the account: every outflow is refused. */
  ACCOUNT_FROZEN: 422,
  /** The biller knows no customer with that account number. */
  UNKNOWN_CUSTOMER: 422,
  /** The send would pass the tier's daily outflow limit; the message says what is left. */
  DAILY_LIMIT_REACHED: 422,
  /** Tier 0 (unverified) cannot send money out. */
  VERIFICATION_REQUIRED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** Every payout provider is down or refused; nothing was charged. */
  PROVIDER_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  request_id: z.string().optional(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
