import type { AuthResponse, User } from '@app/contract';
import { createContext, useContext } from 'react';

export interface Session {
  /** The signed-in user, or null when signed out. */
  user: User | null;
  /** True while a stored token is being checked against the server at start-up. */
  isRestoring: boolean;
  /**
   * True when that check could not reach the server (offline, a 5xx): the token is kept, and
   * `retryRestore` tries again. A token the server rejects is dropped instead (signed out).
   */
  restoreFailed: boolean;
  retryRestore: () => Promise<void>;
  /** Stores the token and user from a login/register answer. */
  signIn: (auth: AuthResponse) => void;
  /** Revokes the session server-side (best effort), clears local state and goes to sign-in. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** For screens that only render behind the signed-in guard. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser called without a signed-in user');
  return user;
}

export const isAdmin = (user: User | null): boolean => user?.role === 'admin';
export const isKycVerified = (user: User | null): boolean => user?.kyc_status === 'verified';
