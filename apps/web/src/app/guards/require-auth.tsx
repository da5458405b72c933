import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { paths } from '../../paths';

/** Signed-out visitors go to sign-in; the page they wanted rides along in location state. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={paths.auth} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
