import type { Endpoint } from '@app/contract';
import type { z } from 'zod';
import type { RouteContext } from './define-route.js';

/** `route(endpoint, handler)` bound to one app and its authenticator. */
export type BoundRoute = <E extends Endpoint>(
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']> | void>,
  options?: { status?: number },
) => void;

/** A feature's routes: a function given `route` to register each endpoint it serves. */
export type RouteRegistrar = (route: BoundRoute) => void;
