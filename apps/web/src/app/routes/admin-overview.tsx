import { LayoutGrid } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Overview"
      description="Platform volume, users and system health."
      icon={<LayoutGrid className="size-7" aria-hidden />}
    />
  );
}
