import { Navigate, Outlet } from 'react-router';
import { isKycVerified, useSession } from '../../lib/session';
import { paths } from '../../paths';

/** KYC-flagged screens: anyone whose identity is not verified is sent to /kyc. */
export function RequireKyc() {
  const { user } = useSession();
  if (!isKycVerified(user)) return <Navigate to={paths.kyc} replace />;
  return <Outlet />;
}
