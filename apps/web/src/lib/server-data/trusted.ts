import type { EndpointName, LiveEvent } from '@app/contract';

/**
 * Production: the server that served this build sends the data, and both ship from one commit,
 * so answers are taken as they come and the first screen builds none of the contract's schemas.
 * Development and tests check them against the schemas instead (`checked.ts`; ADR 022).
 */
export function checkResponse(_name: EndpointName, _data: unknown): void {}

/** A live-updates message as an event; the app's handlers ignore types they do not know. */
export function toLiveEvent(data: unknown): LiveEvent | null {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? (data as LiveEvent) : null;
}
