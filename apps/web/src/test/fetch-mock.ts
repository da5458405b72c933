import { vi } from 'vitest';

export interface MockRoute {
  method?: string;
  path: string;
  status?: number;
  /** JSON body; a function is called per request (for stateful fakes). */
  body?: unknown;
  /** Raw text body instead of JSON. */
  text?: string;
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A route that fails with a 500 until `recover(body)`: for error states and their Try again. */
export function failingRoute(path: string): MockRoute & { recover: (body: unknown) => void } {
  const route: MockRoute & { recover: (body: unknown) => void } = {
    path,
    status: 500,
    body: { error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    recover: (body) => Object.assign(route, { status: 200, body }),
  };
  return route;
}

/** Stubs global fetch with fixed answers per `METHOD /api/path`; unmatched calls get a 404. */
export function mockFetch(routes: MockRoute[]) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, headers, body });
    const route = routes.find((r) => r.path === path && (r.method ?? 'GET') === method);
    if (!route) return new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
    const data: unknown = typeof route.body === 'function' ? (route.body as () => unknown)() : route.body;
    const payload = route.text ?? (data === undefined ? '' : JSON.stringify(data));
    return new Response(payload || null, {
      status: route.status ?? 200,
      headers: route.text === undefined ? { 'Content-Type': 'application/json' } : { 'Content-Type': 'text/plain' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
