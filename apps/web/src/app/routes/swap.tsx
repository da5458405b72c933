import { ArrowLeftRight } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Instant Swap"
      description="Exchange one token for another at the best available rate."
      icon={<ArrowLeftRight className="size-7" aria-hidden />}
    />
  );
}
