import { randomBytes } from 'node:crypto';

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';

/**
 * A request id as VTpass requires it: the first 12 characters are the Lagos date and time
 * `YYYYMMDDHHmm`, then 16 random characters so no two payments share one.
 */
export function newRequestId(now: Date = new Date()): string {
  const lagos = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp =
    `${lagos.getUTCFullYear()}${pad(lagos.getUTCMonth() + 1)}${pad(lagos.getUTCDate())}` +
    `${pad(lagos.getUTCHours())}${pad(lagos.getUTCMinutes())}`;
  return stamp + [...randomBytes(16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}
