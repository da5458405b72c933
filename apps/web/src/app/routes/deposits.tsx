import { ArrowDownToLine } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Receive"
      description="Get paid by @tag or QR code."
      icon={<ArrowDownToLine className="size-7" aria-hidden />}
    />
  );
}
