import { Receipt } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Pay Bills"
      description="Electricity, internet, airtime, cable TV and betting top-ups."
      icon={<Receipt className="size-7" aria-hidden />}
    />
  );
}
