import { Banknote } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="NGN Payouts"
      description="Review and approve payouts to Nigerian bank accounts."
      icon={<Banknote className="size-7" aria-hidden />}
    />
  );
}
