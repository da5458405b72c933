import { AtSign, QrCode } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QrReceivePanel } from './qr-receive-panel';
import { SecurityFirst } from './security-first';
import { TagReceivePanel } from './tag-receive-panel';

type ReceiveTab = 'tag' | 'qr';

/** Receive (/deposits): by tag or by QR code; `?tab=qr` opens the QR tab. */
export function ReceivePage() {
  useDocumentTitle('Receive');
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const tab: ReceiveTab = search.get('tab') === 'qr' ? 'qr' : 'tag';

  function selectTab(next: ReceiveTab) {
    setSearch(
      (params) => {
        const copy = new URLSearchParams(params);
        if (next === 'qr') copy.set('tab', 'qr');
        else copy.delete('tab');
        return copy;
      },
      { replace: true },
    );
  }

  return (
    <div data-testid="receive-page">
      <PageHeader title="Receive" description="Get paid by @tag, or share a QR code of your wallet address." />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="p-4 sm:p-6 lg:col-span-3">
          <Tabs<ReceiveTab>
            label="Receive method"
            value={tab}
            onValueChange={selectTab}
            hideIconsOnPhone
            listClassName="mb-6"
            items={[
              { value: 'tag', label: 'Receive by Tag', icon: AtSign, testId: 'receive-tab-tag' },
              { value: 'qr', label: 'Scan QR Code', icon: QrCode, testId: 'receive-tab-qr' },
            ]}
          >
            <TabPanel value={tab}>
              {tab === 'tag' ? <TagReceivePanel tag={user.tag} /> : <QrReceivePanel tag={user.tag} />}
            </TabPanel>
          </Tabs>
        </Card>
        <aside aria-label="Receiving safely" className="lg:col-span-2">
          <SecurityFirst />
        </aside>
      </div>
    </div>
  );
}
