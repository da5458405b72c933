import { PayoutsPage } from '../../features/admin/components/payouts/payouts-page';

export function Component() {
  return <PayoutsPage />;
}
