import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Served `auth.html` (`auth-register.html` with `?mode=register`), which preloads the sign-in
 * screen's code and shows the screen before the app runs (ADR 044); every other page preloads the
 * shell's and shows a spinner.
 */
const SIGN_IN_PATHS = new Set(['/auth', '/login']);

/** The HTML page for a GET of `url` that is not a file. */
function pageFor(url: string): string {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  if (!SIGN_IN_PATHS.has(path)) return 'index.html';
  return new URLSearchParams(query).get('mode') === 'register' ? 'auth-register.html' : 'auth.html';
}

/** Vite's content-hashed build output: a changed file gets a new name, so it may be kept forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else (index.html) revalidated
 * on every visit, the brotli or gzip file made at build time sent to clients that accept it, and
 * unknown non-API paths answered with index.html.
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  const hasWeb = existsSync(join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      // Files are looked up per request, so a rebuilt dist is served without a restart.
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      setHeaders(reply, path) {
        void reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
    // An API path the router could not match (an id longer than its 100-character limit) would
    // fall through to the files' `/*` and get @fastify/static's 403 for a name too long: it is the
    // API's 414 or 404 instead.
    app.all('/api/*', (request, reply) => {
      const segments = request.url.split('?', 1)[0]!.split('/');
      if (segments.some((segment) => segment.length > app.initialConfig.maxParamLength!))
        throw new AppError('URI_TOO_LONG', 'A part of the URL is too long');
      reply.callNotFound();
    });
  }
  // The handler sends without returning the reply: a returned reply is awaited as a thenable,
  // which adds two more 'close' listeners to a response that @fastify/static's fallback has
  // already given nine, and Node warns of a leak at eleven.
  app.setNotFoundHandler((request, reply) => {
    // Missing files (anything with an extension) are a real 404, never the SPA's HTML.
    const isFile = /\.[A-Za-z0-9]+$/.test(request.url.split('?')[0]!);
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET' || isFile) {
      void reply.status(404).send({ error: 'NOT_FOUND', message: 'Route not found', request_id: request.id });
      return;
    }
    void reply.type('text/html').sendFile(pageFor(request.url));
  });
}
