/** How a call to a provider went, at the HTTP level. */
export type HttpResult =
  | { kind: 'response'; status: number; body: unknown }
  /** No connection was ever made: the request cannot have reached the provider. */
  | { kind: 'unreachable'; reason: string }
  /** Sent (or maybe sent) without an answer: the provider may have acted on it. */
  | { kind: 'no_answer'; reason: string };

// Errors raised before a connection exists. Anything else (a reset, a timeout) may come after
// the provider read the request.
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A JSON request to a provider with a timeout, classifying failures by whether the provider could have acted. */
export async function callProvider(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<HttpResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...init.headers,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const code = errorCode(error);
    if (code && NEVER_CONNECTED.has(code)) return { kind: 'unreachable', reason: code };
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : (code ?? 'connection failed');
    return { kind: 'no_answer', reason };
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = text;
  }
  return { kind: 'response', status: response.status, body };
}

/** The `message` of a provider's JSON error body, short enough to store. */
export function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  return (typeof message === 'string' && message ? message : fallback).slice(0, 300);
}

/** 502 and 503 come from in front of the provider's service: the request did not reach it. */
export const isGatewayDown = (status: number) => status === 502 || status === 503;
