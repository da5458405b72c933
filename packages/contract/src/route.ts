import type { Endpoint, EndpointName, endpoints } from './endpoints.js';

type Endpoints = typeof endpoints;

/** An endpoint without its schemas: enough to call it. Its `name` keys its types in `endpoints`. */
export type Route<N extends EndpointName = EndpointName> = {
  name: N;
  method: Endpoints[N]['method'];
  path: Endpoints[N]['path'];
} & (Endpoints[N] extends { idempotent: true }
  ? { /** Money-moving POSTs take an `Idempotency-Key` header. */ idempotent: true }
  : { idempotent?: never });

/** `routes` must list every endpoint under its own name, with its method and path. */
export type RouteTable = { [N in EndpointName]: Route<N> };

/** The route of one endpoint (what `npm run gen:routes` writes for it). */
export function routeOf(name: string, endpoint: Endpoint) {
  return {
    name,
    method: endpoint.method,
    path: endpoint.path,
    ...(endpoint.idempotent ? { idempotent: true as const } : {}),
  };
}
