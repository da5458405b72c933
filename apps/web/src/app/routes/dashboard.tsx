import { DashboardPage } from '../../features/wallet/components/dashboard/dashboard-page';

export function Component() {
  return <DashboardPage />;
}
