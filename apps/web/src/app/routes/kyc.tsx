import { ShieldCheck } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Identity Verification"
      description="Verify your identity to unlock deposits, withdrawals and higher limits."
      icon={<ShieldCheck className="size-7" aria-hidden />}
    />
  );
}
