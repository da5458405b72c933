import { QrCode } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="QR Code"
      description="Share a QR code so anyone can pay you in seconds."
      icon={<QrCode className="size-7" aria-hidden />}
    />
  );
}
