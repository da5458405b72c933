import { SendPage } from '../../features/wallet/components/send/send-page';

export function Component() {
  return <SendPage />;
}
