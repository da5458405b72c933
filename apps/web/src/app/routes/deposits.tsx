import { ReceivePage } from '../../features/receive/components/receive-page';

export function Component() {
  return <ReceivePage />;
}
