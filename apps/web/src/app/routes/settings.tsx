import { KycVerification } from '../../features/kyc/components/kyc-verification';
import { SettingsPage } from '../../features/settings/components/settings-page';

export function Component() {
  return <SettingsPage verification={<KycVerification />} />;
}
