import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The one inline script of the SPA's HTML: index.html's boot script (the saved theme, and a
 * signed-in first screen's data requests), which must run before the first paint and would cost
 * a render-blocking request as a file. Allowed by its hash, so any
 * other inline script (an injected one, or this one edited without updating the hash) is refused.
 * security-headers.test.ts recomputes it from apps/web/index.html.
 */
export const BOOT_SCRIPT_HASH = "'sha256-jD3zpZ0ngfFwBsLsn84SuXX6Nbfj9yoY4WBbjQZnvas='";

/**
 * Content-Security-Policy of the SPA and the API. Scripts come only from our own origin (the
 * built bundle) plus the boot script above, by hash. Styles also allow inline `<style>` elements,
 * which Radix's scroll lock writes at runtime; a style cannot run code. Images allow
 * data: and blob: (QR codes, previews of files being uploaded). 'self' in connect-src covers the
 * same-origin WebSocket (CSP Level 3, which every browser we support implements).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", BOOT_SCRIPT_HASH],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Powerful features the wallet never uses, switched off for this origin and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Uploaded files are shown as-is, never as part of our app: no scripts, no same-origin rights. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** For the few answers sent before any hook runs (requests the router cannot even parse). */
export const PRE_ROUTING_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (helmet), HSTS only on requests that arrived over TLS
 * (directly, or per X-Forwarded-Proto from a proxy trusted with TRUST_PROXY), and `no-store` on
 * API JSON: it is personal and must never sit in a shared or back-button cache.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Built once: `@fastify/helmet` built helmet's middleware again for every request (ADR 036).
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Sent below, only over TLS: over plain HTTP it would be ignored at best.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.url.startsWith('/api/') && type.startsWith('application/json'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
