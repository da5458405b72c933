const UNIQUE_VIOLATION = '23505';

/**
 * If `error` (or any error in its cause chain; drizzle wraps driver errors) is a unique-key
 * violation, returns the constraint's name (or the message when the driver gives no name).
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string; message?: string };
    if (pgError.code === UNIQUE_VIOLATION) return pgError.constraint ?? pgError.message ?? '';
  }
  return undefined;
}

/** SQLSTATEs of a connection that is gone or cannot be had right now. */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /terminating connection/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /client was closed and is not queryable/i,
  /cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/**
 * True when `error` (or one in its cause chain) says the database connection was lost or could
 * not be had: PostgreSQL restarting or shutting down, a terminated backend, a refused socket, a
 * pool timeout. Such a request may be retried; the server itself is fine.
 */
export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const err = e as { code?: unknown; message?: unknown };
    const code = typeof err.code === 'string' ? err.code : '';
    if (CONNECTION_STATES.has(code) || code.startsWith('08') || CONNECTION_SOCKET_CODES.has(code)) return true;
    const message = typeof err.message === 'string' ? err.message : '';
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
