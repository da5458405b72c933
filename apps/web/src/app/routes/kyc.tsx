import { KycPage } from '../../features/kyc/components/kyc-page';

export function Component() {
  return <KycPage />;
}
