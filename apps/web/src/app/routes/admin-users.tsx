import { Users } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Users"
      description="Search users and review identity verification."
      icon={<Users className="size-7" aria-hidden />}
    />
  );
}
