import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { AUTH_TOKEN_KEY } from '../lib/auth-token';
import { EARLY_DATA_MAX_AGE_MS } from '../lib/early-data';
import { createQueryClient } from '../lib/query-client';
import { mockFetch } from '../test/fetch-mock';
import { startPrefetch } from './prefetch';

/** index.html's boot script (its one inline script), run as the browser would before the app. */
function runBootScript() {
  const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  new Function(script)();
}

const apiGets = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/')).map((c) => c.path);

// startPrefetch also starts loading the screens' code without waiting for it; loaded here first,
// so no import is still running when the test environment is torn down.
beforeAll(async () => {
  await Promise.all([import('./routes/dashboard'), import('./layout/app-shell-route'), import('./routes/auth')]);
});
beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'tok-early'));
afterEach(() => {
  delete window.__earlyData;
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("index.html's early data", () => {
  for (const path of ['/dashboard', '/transactions']) {
    it(`asks for exactly what the app's first load of ${path} asks for`, async () => {
      window.history.replaceState(null, '', path);
      const boot = mockFetch([]);
      runBootScript();
      const early = apiGets(boot.calls);
      expect(early.length).toBeGreaterThan(0);
      expect(boot.calls.every((c) => c.headers.authorization === 'Bearer tok-early')).toBe(true);

      delete window.__earlyData;
      const app = mockFetch([]);
      startPrefetch(createQueryClient(), path);
      await vi.waitFor(() => expect(apiGets(app.calls)).toHaveLength(early.length));
      expect(new Set(apiGets(app.calls))).toEqual(new Set(early));
    });
  }

  it('asks for nothing when signed out', () => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    const boot = mockFetch([]);
    runBootScript();
    expect(boot.calls).toEqual([]);
    expect(window.__earlyData).toBeUndefined();
  });

  it('the app takes each early answer once instead of asking again', async () => {
    window.history.replaceState(null, '', '/dashboard');
    mockFetch([{ path: '/api/users/profile', body: { tag: 'early' } }]);
    runBootScript();
    const later = mockFetch([{ path: '/api/users/profile', body: { tag: 'network' } }]);
    expect(await apiRequest('/users/profile')).toEqual({ tag: 'early' });
    expect(later.calls).toEqual([]);
    expect(await apiRequest('/users/profile')).toEqual({ tag: 'network' });
    expect(later.calls).toHaveLength(1);
  });

  it('is not used for another token, or once it is old', async () => {
    window.history.replaceState(null, '', '/dashboard');
    mockFetch([{ path: '/api/users/profile', body: { tag: 'early' } }]);
    runBootScript();
    const later = mockFetch([
      { path: '/api/users/profile', body: { tag: 'network' } },
      { path: '/api/users/preferences', body: { theme: 'network' } },
    ]);
    expect(await apiRequest('/users/profile', { token: 'tok-other' })).toEqual({ tag: 'network' });

    vi.spyOn(Date, 'now').mockReturnValue(window.__earlyData!.at + EARLY_DATA_MAX_AGE_MS + 1);
    expect(await apiRequest('/users/preferences')).toEqual({ theme: 'network' });
    expect(later.calls.map((c) => c.path)).toEqual(['/api/users/profile', '/api/users/preferences']);
    vi.restoreAllMocks();
  });
});
