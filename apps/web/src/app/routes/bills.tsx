import { BillsPage } from '../../features/bills/components/bills-page';

export function Component() {
  return <BillsPage />;
}
