import { Settings } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Settings"
      description="Profile, security, verification, notifications and preferences."
      icon={<Settings className="size-7" aria-hidden />}
    />
  );
}
