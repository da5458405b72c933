import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QrReceivePanel } from './qr-receive-panel';
import { SecurityFirst } from './security-first';

/** /qr-code: the Receive page's QR experience on its own. */
export function QrCodePage() {
  useDocumentTitle('QR Code');
  const user = useCurrentUser();
  return (
    <div data-testid="qr-code-page">
      <PageHeader title="QR Code" description="Share a QR code of your wallet address so anyone can pay you." />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="p-4 sm:p-6 lg:col-span-3">
          <QrReceivePanel tag={user.tag} />
        </Card>
        <aside aria-label="Receiving safely" className="lg:col-span-2">
          <SecurityFirst />
        </aside>
      </div>
    </div>
  );
}
