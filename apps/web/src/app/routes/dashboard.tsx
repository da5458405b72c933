import { LayoutDashboard } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Dashboard"
      description="Your balance, assets and latest activity at a glance."
      icon={<LayoutDashboard className="size-7" aria-hidden />}
    />
  );
}
