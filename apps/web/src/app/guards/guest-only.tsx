import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { paths } from '../../paths';

/**
 * Sign-in pages: a user who arrives already signed in goes to the dashboard. Only the state at
 * arrival counts; after a fresh sign-in the auth page itself navigates to where the user was
 * heading, and redirecting here too would race it.
 */
export function GuestOnly() {
  const { user } = useSession();
  const [signedInOnArrival] = useState(() => user !== null);
  if (signedInOnArrival) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
