import type { User } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../lib/auth-token';
import { mockFetch, type MockRoute } from '../test/fetch-mock';
import { buildUser } from '../test/factories';
import { testQueryClient } from '../test/render';
import { routes } from './router';

afterEach(() => vi.unstubAllGlobals());

function start(
  path: string,
  { user, extra = [] }: { user?: User | 'invalid' | 'server-error'; extra?: MockRoute[] } = {},
) {
  if (user) localStorage.setItem(AUTH_TOKEN_KEY, 'stored-token');
  const fetch = mockFetch([
    user === 'invalid'
      ? { path: '/api/users/profile', status: 401, body: { error: 'UNAUTHENTICATED', message: 'Session expired' } }
      : user === 'server-error'
        ? { path: '/api/users/profile', status: 500, body: { error: 'INTERNAL', message: 'Boom' } }
        : { path: '/api/users/profile', body: user ?? null },
    { path: '/api/notifications/unread', body: [] },
    { path: '/api/balances/sync', body: { credited: [] } },
    { path: '/api/balances', body: [] },
    { path: '/api/transactions?limit=5', body: [] },
    ...extra,
  ]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...fetch };
}

const pageTitle = async () => (await screen.findByTestId('page-title')).textContent;

describe('route guards', () => {
  it('sends visitors to sign-in and back to where they were going after login', async () => {
    const user = buildUser();
    const { router } = start('/balances?x=1', {
      extra: [{ method: 'POST', path: '/api/auth/login', body: { token: 'new-token', user } }],
    });
    expect((await screen.findByTestId('auth-title')).textContent).toBe('Welcome back');
    expect(router.state.location.pathname).toBe('/auth');

    fireEvent.change(screen.getByTestId('auth-email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByTestId('auth-password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByTestId('auth-submit'));

    expect(await pageTitle()).toBe('Assets');
    expect(router.state.location.pathname + router.state.location.search).toBe('/balances?x=1');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
  });

  it('tells a frozen user on every signed-in page, before they try to send', async () => {
    start('/balances', { user: buildUser({ frozen: true }) });
    expect(await pageTitle()).toBe('Assets');
    expect(screen.getByTestId('account-frozen-banner').textContent).toContain('Your account is frozen');
  });

  it('shows no frozen banner to anyone else', async () => {
    start('/balances', { user: buildUser() });
    expect(await pageTitle()).toBe('Assets');
    expect(screen.queryByTestId('account-frozen-banner')).toBeNull();
  });

  it('sends unverified users from KYC-flagged routes to /kyc', async () => {
    const { router } = start('/withdraw', { user: buildUser({ kyc_status: 'pending' }) });
    expect(await pageTitle()).toBe('Identity Verification');
    expect(router.state.location.pathname).toBe('/kyc');
  });

  it('keeps non-admins out of /admin and sends admins to the overview', async () => {
    const first = start('/admin/users', { user: buildUser() });
    expect(await pageTitle()).toBe('Dashboard');
    expect(first.router.state.location.pathname).toBe('/');
  });

  it('redirects /admin to /admin/overview for admins, with admin chrome', async () => {
    const { router } = start('/admin', { user: buildUser({ role: 'admin', tag: 'demo_admin' }) });
    expect(await pageTitle()).toBe('Overview');
    expect(router.state.location.pathname).toBe('/admin/overview');
    expect(screen.getByTestId('topbar-title').textContent).toBe('Admin Dashboard');
    expect(screen.getByTestId('topbar-subtitle').textContent).toBe('Manage users and monitor system activity');
    expect(screen.getByTestId('profile-chip-label').textContent).toBe('Admin');
    expect(screen.getByTestId('profile-chip-initial').textContent).toBe('A');
  });

  it('sends signed-in users from /login to /dashboard and unknown paths to /', async () => {
    const { router } = start('/login', { user: buildUser() });
    expect(await pageTitle()).toBe('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByTestId('topbar-subtitle').textContent).toBe('Welcome back, @ada');
    expect(screen.getByTestId('profile-chip-initial').textContent).toBe('A');
    await router.navigate('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('clears the stored token when the server rejects it on restore, silently', async () => {
    const { router } = start('/settings', { user: 'invalid' });
    expect((await screen.findByTestId('auth-title')).textContent).toBe('Welcome back');
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.queryByTestId('auth-error')).toBeNull();
  });

  it('keeps the stored token when restoring hits a server error, and tries again on request', async () => {
    const { router } = start('/settings', { user: 'server-error' });
    // A blip must not sign anyone out, nor show the sign-in page to someone still signed in.
    expect(await screen.findByTestId('session-unreachable')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('stored-token');
    expect(screen.queryByTestId('auth-title')).toBeNull();

    // The server is back.
    mockFetch([{ path: '/api/users/profile', body: buildUser() }]);
    fireEvent.click(screen.getByTestId('session-retry'));
    expect(await pageTitle()).toBe('Settings');
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('lets a person on a shared device sign out while the server is out of reach', async () => {
    const { router } = start('/settings', { user: 'server-error' });
    fireEvent.click(await screen.findByTestId('session-sign-out'));
    expect((await screen.findByTestId('auth-title')).textContent).toBe('Welcome back');
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('signs out: revokes the session, clears the token, lands on /auth', async () => {
    const { router, calls } = start('/settings', {
      user: buildUser(),
      extra: [{ method: 'POST', path: '/api/auth/logout', body: { ok: true } }],
    });
    // The Settings header's Sign Out (the top bar has one too).
    fireEvent.click(await screen.findByTestId('settings-sign-out'));
    expect(await screen.findByTestId('auth-title')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    const logout = calls.find((c) => c.path === '/api/auth/logout');
    expect(logout?.headers.authorization).toBe('Bearer stored-token');
  });
});
