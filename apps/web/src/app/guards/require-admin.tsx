import { Navigate, Outlet } from 'react-router';
import { isAdmin, useSession } from '../../lib/session';
import { paths } from '../../paths';

/** The admin area is for role admin; everyone else lands on the home page. */
export function RequireAdmin() {
  const { user } = useSession();
  if (!isAdmin(user)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
