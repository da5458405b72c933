import { routes } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { ApiError, apiRequest, callEndpoint, errorMessage, onUnauthorized } from './api-client';
import { AUTH_TOKEN_KEY } from './auth-token';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest error mapping', () => {
  it('uses body.message first, with code and details', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/register',
        status: 400,
        body: { error: 'VALIDATION_ERROR', message: 'Invalid input', details: { tag: ['Tag is required'] } },
      },
    ]);
    const error = await failure(apiRequest('/auth/register', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid input');
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual({ tag: ['Tag is required'] });
  });

  it('falls back to body.error when there is no message', async () => {
    mockFetch([{ path: '/api/x', status: 409, body: { error: 'Tag already taken' } }]);
    const error = await failure(apiRequest('/x'));
    expect(error.message).toBe('Tag already taken');
  });

  it('falls back to HTTP {status} for bodies without either', async () => {
    mockFetch([
      { path: '/api/a', status: 500, body: {} },
      { path: '/api/b', status: 502, text: 'Bad gateway' },
    ]);
    expect((await failure(apiRequest('/a'))).message).toBe('HTTP 500');
    const error = await failure(apiRequest('/b'));
    expect(error.message).toBe('HTTP 502');
    expect(error.status).toBe(502);
  });

  it('maps a network failure to status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiRequest('/health'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error or server unavailable');
  });

  it('errorMessage prefers server words and hides bare HTTP codes', () => {
    expect(errorMessage(new ApiError(401, 'Invalid credentials'), 'Login failed')).toBe('Invalid credentials');
    expect(errorMessage(new ApiError(500, 'HTTP 500'), 'Login failed')).toBe('Login failed');
    expect(errorMessage('nope', 'Login failed')).toBe('Login failed');
  });
});

describe('apiRequest headers', () => {
  it('sends the stored bearer token and JSON only when there is a body', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const { calls } = mockFetch([
      { method: 'PUT', path: '/api/notifications/1', body: { ok: true } },
      { method: 'POST', path: '/api/auth/login', body: { ok: true } },
    ]);
    await apiRequest('/notifications/1', { method: 'PUT' });
    await apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.co' } });
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(calls[0]?.headers['content-type']).toBeUndefined();
    expect(calls[1]?.headers['content-type']).toBe('application/json');
    expect(calls[1]?.body).toEqual({ email: 'a@b.co' });
  });

  it('tells listeners when an authenticated call gets a 401', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale');
    mockFetch([{ path: '/api/users/profile', status: 401, body: { error: 'UNAUTHENTICATED', message: 'Sign in' } }]);
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await failure(apiRequest('/users/profile'));
    stop();
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('callEndpoint', () => {
  it('fills path params and validates the response against the contract', async () => {
    const { calls } = mockFetch([{ method: 'PUT', path: '/api/notifications/abc', body: { ok: true } }]);
    await expect(callEndpoint(routes.markNotificationRead, { params: { id: 'abc' } })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.method).toBe('PUT');
  });

  it('rejects an answer that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch([{ path: '/api/notifications/unread', body: { nope: true } }]);
    const error = await failure(callEndpoint(routes.unreadNotifications, {}));
    expect(error.code).toBe('INVALID_RESPONSE');
  });
});
