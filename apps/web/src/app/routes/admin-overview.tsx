import { OverviewPage } from '../../features/admin/components/overview/overview-page';

export function Component() {
  return <OverviewPage />;
}
