export type FieldErrors = Record<string, string[]>;

/** Every failed API call surfaces as one of these; status 0 means the server was unreachable. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: FieldErrors,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error or server unavailable';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server answered and refused (4xx): asking again will not change its answer. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The message to show for a failure: the server's own words when it sent some, else `fallback`
 * (a bare `HTTP 502` from a proxy tells the user nothing).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message === `HTTP ${error.status}`) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const out: FieldErrors = {};
  for (const [key, raw] of Object.entries(value)) {
    if (Array.isArray(raw)) out[key] = raw.filter((m): m is string => typeof m === 'string');
    else if (typeof raw === 'string') out[key] = [raw];
  }
  return out;
}

/** Maps a failed response body to an ApiError: body.message, else body.error, else `HTTP {status}`. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, `HTTP ${status}`);
  const code = typeof body.error === 'string' ? body.error : undefined;
  const message = typeof body.message === 'string' && body.message ? body.message : code || `HTTP ${status}`;
  return new ApiError(status, message, code, toFieldErrors(body.details));
}
