import { Repeat } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Multi-Currency Hub"
      description="Manage every currency and auto-convert to NGN."
      icon={<Repeat className="size-7" aria-hidden />}
    />
  );
}
