import { History } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Transactions"
      description="Every deposit, withdrawal and swap on your account."
      icon={<History className="size-7" aria-hidden />}
    />
  );
}
