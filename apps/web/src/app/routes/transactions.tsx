import { TransactionsPage } from '../../features/wallet/components/transactions/transactions-page';

export function Component() {
  return <TransactionsPage />;
}
