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
