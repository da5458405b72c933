import { Split } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Split Payment"
      description="Share a payment between friends by amount or percentage."
      icon={<Split className="size-7" aria-hidden />}
    />
  );
}
