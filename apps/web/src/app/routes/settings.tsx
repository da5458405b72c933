import { KycVerification } from '../../features/kyc/components/kyc-verification';
import { TierCard } from '../../features/limits/components/tier-card';
import { SettingsPage } from '../../features/settings/components/settings-page';

export function Component() {
  return (
    <SettingsPage
      verification={
        <>
          <TierCard />
          <KycVerification />
        </>
      }
    />
  );
}
