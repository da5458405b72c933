import { ArrowUpFromLine } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Send Funds"
      description="Send to a wallet, an @tag or a Nigerian bank account."
      icon={<ArrowUpFromLine className="size-7" aria-hidden />}
    />
  );
}
