import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';

let t: TestApp;
let dist: string;
const script = 'console.log("a script long enough to be worth compressing");'.repeat(40);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'wallet-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><body>shell</body></html>');
  writeFileSync(join(dist, 'auth.html'), '<html><body>sign in</body></html>');
  writeFileSync(join(dist, 'auth-register.html'), '<html><body>register</body></html>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('caches hashed assets for a year and sends the brotli file to clients that accept it', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates pages on every visit, and serves the sign-in and register pages their own HTML', async () => {
    const home = await get('/dashboard');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('shell');
    for (const path of ['/auth', '/login', '/auth?next=%2Fsend', '/login?mode=signin']) {
      const res = await get(path);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('sign in');
    }
    // Each page's first paint is its own screen (ADR 044): registering has its own HTML.
    for (const path of ['/auth?mode=register', '/login?next=%2F&mode=register']) {
      const res = await get(path);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('register');
    }
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('takes doubled slashes as one, and answers an API path it does not know with our JSON 404', async () => {
    for (const path of ['/api//balances', '//api/balances', '/api///balances']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(401);
      expect(res.json(), path).toMatchObject({ error: 'UNAUTHENTICATED' });
    }
    for (const path of ['/api/nothing-here', '/api//nothing-here', '/api/../api/nothing/', '/api']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toMatchObject({ error: 'NOT_FOUND', message: 'Route not found' });
    }
    expect((await get('//dashboard')).body).toContain('shell');
  });

  it("answers an API path with an id too long for the router with the API's 414, not a file's 403", async () => {
    for (const length of [150, 8000]) {
      const res = await get(`/api/transactions/${'a'.repeat(length)}`);
      expect(res.statusCode, String(length)).toBe(414);
      expect(res.json()).toMatchObject({ error: 'URI_TOO_LONG', message: 'A part of the URL is too long' });
    }
  });
});
