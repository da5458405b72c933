import { endpoints, liveEvent, type EndpointName, type LiveEvent } from '@app/contract';
import { ApiError } from '../api-error';

/**
 * Development and tests: what the server sends must match the contract's schemas, so a server (or
 * a test's fixture) that drifts from the contract fails loudly. Production builds resolve
 * `#server-data` to `trusted.ts` instead (package.json `imports`; ADR 022).
 */
export function checkResponse(name: EndpointName, data: unknown): void {
  const endpoint = endpoints[name];
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${endpoint.method} ${endpoint.path}`, parsed.error.issues);
    throw new ApiError(200, 'Unexpected response from server', 'INVALID_RESPONSE');
  }
}

/** A live-updates message as an event, or null for one this client does not know. */
export function toLiveEvent(data: unknown): LiveEvent | null {
  const parsed = liveEvent.safeParse(data);
  return parsed.success ? parsed.data : null;
}
