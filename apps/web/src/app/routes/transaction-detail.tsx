import { TransactionDetailPage } from '../../features/wallet/components/transaction-detail/transaction-detail-page';

export function Component() {
  return <TransactionDetailPage />;
}
