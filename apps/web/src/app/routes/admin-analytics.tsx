import { AnalyticsPage } from '../../features/admin/components/analytics/analytics-page';

export function Component() {
  return <AnalyticsPage />;
}
