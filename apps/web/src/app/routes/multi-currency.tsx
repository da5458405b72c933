import { HubPage } from '../../features/exchange/components/hub/hub-page';

export function Component() {
  return <HubPage />;
}
