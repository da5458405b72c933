import type { Transaction } from '@app/contract';
import { Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-error';
import { getReceipt } from '../../api/get-receipt';
import { downloadFile, shareFile } from '../../lib/receipt-file';

type Busy = 'download' | 'share' | null;

/** Download and Share of a completed transaction's PDF receipt. */
export function ReceiptActions({ tx }: { tx: Transaction }) {
  const [busy, setBusy] = useState<Busy>(null);

  async function run(action: Exclude<Busy, null>) {
    setBusy(action);
    try {
      const file = await getReceipt(tx.id, tx.tx_hash);
      if (action === 'download') {
        downloadFile(file);
        toast.success('Receipt downloaded');
        return;
      }
      const result = await shareFile(file, { title: 'NaijaWallet receipt', text: `Receipt for ${tx.tx_hash}` });
      if (result === 'downloaded') toast("This browser can't share files, so the receipt was downloaded instead.");
    } catch (error) {
      toast.error(errorMessage(error, "We couldn't get the receipt. Please try again."));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div
      data-testid="receipt-actions"
      className="flex flex-col gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row dark:border-slate-800"
    >
      <Button
        variant="outline"
        size="sm"
        leftIcon={<Download className="size-4" aria-hidden />}
        loading={busy === 'download'}
        loadingText="Preparing receipt…"
        disabled={busy !== null && busy !== 'download'}
        onClick={() => void run('download')}
        data-testid="receipt-download"
      >
        Download receipt
      </Button>
      <Button
        variant="outline"
        size="sm"
        leftIcon={<Share2 className="size-4" aria-hidden />}
        loading={busy === 'share'}
        loadingText="Preparing receipt…"
        disabled={busy !== null && busy !== 'share'}
        onClick={() => void run('share')}
        data-testid="receipt-share"
      >
        Share receipt
      </Button>
    </div>
  );
}
