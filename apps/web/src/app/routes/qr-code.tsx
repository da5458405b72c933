import { QrCodePage } from '../../features/receive/components/qr-code-page';

export function Component() {
  return <QrCodePage />;
}
