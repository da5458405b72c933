import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PDF, TINY_PNG, uploadOk } from '../../test/helpers/identity.js';
import { as, createTestApp, registerUser, type TestApp } from '../../test/helpers/test-app.js';
import { serverRoot } from '../db/paths.js';
import { BOOT_SCRIPT_HASH } from './security-headers.js';

const web = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: web });
  proxied = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
  rmSync(web, { recursive: true, force: true });
});

const csp = (value: unknown) =>
  Object.fromEntries(
    String(value)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('the SPA gets a strict CSP: own scripts only, no framing, no plugins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", BOOT_SCRIPT_HASH]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('the SPA source has no inline script the CSP would block', () => {
    const html = readFileSync(join(serverRoot, '..', 'web', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const inline = scripts.filter(([, attributes]) => !/\bsrc=/.test(attributes!));
    // Exactly one inline script, the boot script, and the CSP names its hash.
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]![2]!).digest('base64')}'`;
    expect(hash).toBe(BOOT_SCRIPT_HASH);
  });

  it('API answers, errors included, carry the same headers', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    }
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/transactions/%' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff');
  });

  it('authenticated JSON is never stored by caches', async () => {
    const { token } = await registerUser(t.app);
    for (const url of ['/api/users/profile', '/api/balances', '/api/transactions', '/api/transactions/nope']) {
      const res = await as(t.app, token, { method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends HSTS only for requests that came over TLS through a trusted proxy', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY, anyone could claim https: the header is ignored.
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const tls = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('uploads are sandboxed; images show inline, anything else downloads', async () => {
    const { token } = await registerUser(t.app);
    const png = await uploadOk(t.app, token, TINY_PNG, 'id.png');
    const image = await as(t.app, token, { method: 'GET', url: png.url });
    expect(image.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(image.headers['content-disposition']).toBe('inline');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const pdf = await uploadOk(t.app, token, TINY_PDF, 'bill.pdf');
    const doc = await as(t.app, token, { method: 'GET', url: pdf.url });
    expect(doc.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(doc.headers['content-disposition']).toBe(`attachment; filename="document-${pdf.id}.pdf"`);
    expect(doc.headers['cache-control']).toBe('private, no-store');
  });
});
