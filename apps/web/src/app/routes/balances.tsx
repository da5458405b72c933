import { Wallet } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Assets"
      description="Your portfolio across every token and chain."
      icon={<Wallet className="size-7" aria-hidden />}
    />
  );
}
