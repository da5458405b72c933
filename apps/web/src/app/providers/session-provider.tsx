import type { AuthResponse } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/logout';
import { profileQueryKey, profileQueryOptions } from '../../features/auth/api/get-profile';
import { onUnauthorized } from '../../lib/api-client';
import { isClientError } from '../../lib/api-error';
import { clearToken, getToken, setToken } from '../../lib/auth-token';
import { SessionContext, type Session } from '../../lib/session';
import { paths } from '../../paths';

const profileQueryHash = JSON.stringify(profileQueryKey);

/**
 * Owns the signed-in state. The user is the cached `/users/profile` answer, so anything that
 * invalidates that query (e.g. after KYC) refreshes the session too. Lives inside the router
 * so sign-out can navigate.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setTokenState] = useState<string | null>(getToken);
  const profile = useQuery({ ...profileQueryOptions(), enabled: token !== null });

  const dropSession = useCallback(() => {
    clearToken();
    setTokenState(null);
    queryClient.removeQueries();
  }, [queryClient]);

  // Spec §4: if restoring a stored session fails, the token is cleared silently. Only a
  // failure with no user loaded yet counts, and only when the server rejected the token: a
  // network error, a 5xx or a request cut off by navigation must not sign anyone out: the
  // session gate offers to try again instead (`restoreFailed`).
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryHash !== profileQueryHash || event.query.state.data !== undefined) return;
        if (!isClientError(event.action.error)) return;
        clearToken();
        setTokenState(null);
      }),
    [queryClient],
  );

  // Any 401 on an authenticated call means the session was revoked or expired.
  useEffect(() => onUnauthorized(dropSession), [dropSession]);

  const signIn = useCallback(
    (auth: AuthResponse) => {
      setToken(auth.token);
      queryClient.setQueryData(profileQueryKey, auth.user);
      setTokenState(auth.token);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('Logout request failed; clearing the local session anyway', error);
    }
    clearToken();
    // Same tick as the state change, so guards never see a signed-out user on a private page.
    navigate(paths.auth, { replace: true });
    setTokenState(null);
    queryClient.clear();
  }, [navigate, queryClient]);

  const user = token !== null ? (profile.data ?? null) : null;
  const unchecked = token !== null && profile.data === undefined;
  const isRestoring = unchecked && !profile.isError;
  // A rejected token is cleared above (token null); any other failure keeps it for a retry.
  const restoreFailed = unchecked && profile.isError;
  const { refetch } = profile;
  const retryRestore = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const value = useMemo<Session>(
    () => ({ user, isRestoring, restoreFailed, retryRestore, signIn, signOut }),
    [user, isRestoring, restoreFailed, retryRestore, signIn, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
