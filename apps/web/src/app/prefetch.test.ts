import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileQueryOptions } from '../features/auth/api/get-profile';
import { preferencesQueryOptions } from '../features/settings/api/preferences';
import { balancesQueryOptions } from '../features/wallet/api/get-balances';
import { apiRequest } from '../lib/api-client';
import { AUTH_TOKEN_KEY } from '../lib/auth-token';
import { EARLY_DATA_MAX_AGE_MS } from '../lib/early-data';
import { createQueryClient } from '../lib/query-client';
import { buildBalance, buildUser } from '../test/factories';
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

beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'tok-early'));
afterEach(() => {
  delete window.__earlyData;
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('startPrefetch', () => {
  it("settles once the first screen's answers are in the cache, failed ones included", async () => {
    const user = buildUser();
    const balances = [buildBalance()];
    mockFetch([
      { path: '/api/users/profile', body: user },
      { path: '/api/balances', body: balances },
    ]);
    const queryClient = createQueryClient();
    await startPrefetch(queryClient, '/dashboard');
    expect(queryClient.getQueryData(profileQueryOptions().queryKey)).toEqual(user);
    expect(queryClient.getQueryData(balancesQueryOptions().queryKey)).toEqual(balances);
    // Not found: the screen shows its error; the render does not wait for it any longer.
    expect(queryClient.getQueryState(preferencesQueryOptions().queryKey)?.status).toBe('error');
  });

  it('asks for nothing and settles at once when signed out', async () => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    const app = mockFetch([]);
    await startPrefetch(createQueryClient(), '/dashboard');
    expect(app.calls).toEqual([]);
  });
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
