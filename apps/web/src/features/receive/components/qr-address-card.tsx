import type { Balance } from '@app/contract';
import { Download, Share2, TriangleAlert } from 'lucide-react';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { toast } from '../../../components/ui/toast';
import { chainName } from '../../../lib/chains';
import { qrFileName, saveQrPng } from '../lib/save-qr';
import { CopyTagButton } from './copy-tag-button';
import { useShareAction } from './use-share-action';

/** Spec §9: QR size 200, error correction level L. */
export const QR_SIZE = 200;

/** A token's deposit address as a QR, with the network, the address and the actions. */
export function QrAddressCard({ balance, tag }: { balance: Balance; tag: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [saving, setSaving] = useState(false);
  const { share, sharing } = useShareAction();
  const symbol = balance.token_symbol;
  const network = balance.chain ? chainName(balance.chain) : null;

  async function onSave() {
    if (!canvas.current) return;
    setSaving(true);
    try {
      const ok = await saveQrPng(canvas.current, qrFileName(tag, symbol), `@${tag} · ${symbol}`);
      if (!ok) toast.error('Could not save the QR code on this device.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div data-testid="qr-details" data-symbol={symbol} className="flex flex-col items-center text-center">
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/10">
        <QRCodeCanvas
          ref={canvas}
          value={balance.address}
          size={QR_SIZE}
          level="L"
          marginSize={0}
          data-testid="qr-code"
          aria-label={`QR code of your ${symbol} deposit address`}
          className="block"
        />
      </div>
      <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">Send {symbol} to</p>
      <p data-testid="qr-tag" className="text-xl font-bold break-all text-slate-900 dark:text-white">
        @{tag}
      </p>
      {network && (
        <p
          data-testid="qr-network"
          className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          <span className="size-1.5 rounded-full bg-brand-500" aria-hidden />
          {network} network
        </p>
      )}

      <div className="mt-4 w-full rounded-xl bg-slate-50 p-3 text-left ring-1 ring-slate-900/5 dark:bg-slate-800/50 dark:ring-white/5">
        <p className="text-xs font-medium text-slate-500 dark:text-slate-400">Your {symbol} deposit address</p>
        <div className="mt-1 flex items-start gap-2">
          <code
            data-testid="qr-address"
            className="min-w-0 flex-1 font-mono text-[13px] leading-relaxed break-all text-slate-900 dark:text-slate-100"
          >
            {balance.address}
          </code>
          <CopyButton value={balance.address} label="Copy address" />
        </div>
      </div>

      {network && (
        <p
          data-testid="qr-network-warning"
          className="mt-3 flex w-full gap-2 rounded-xl bg-amber-50 p-3 text-left text-xs text-amber-900 ring-1 ring-amber-200 ring-inset dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/20"
        >
          <TriangleAlert className="size-4 shrink-0 text-amber-500" aria-hidden />
          <span>
            Send only {symbol} on the <strong>{network}</strong> network to this address. Tokens sent on any other
            network may be lost for good.
          </span>
        </p>
      )}

      <div className="mt-4 grid w-full grid-cols-2 gap-2 sm:grid-cols-3">
        <CopyTagButton tag={tag} variant="outline" />
        <Button
          variant="outline"
          onClick={() => void onSave()}
          loading={saving}
          leftIcon={<Download className="size-4" aria-hidden />}
          data-testid="save-qr"
        >
          Save QR
        </Button>
        <Button
          className="col-span-2 sm:col-span-1"
          onClick={() =>
            void share(
              {
                title: `My ${symbol} address`,
                text: `Send ${symbol} on ${network ?? 'its network'} to @${tag}: ${balance.address}`,
              },
              { copy: balance.address, message: 'Address copied to clipboard' },
            )
          }
          loading={sharing}
          leftIcon={<Share2 className="size-4" aria-hidden />}
          data-testid="share"
        >
          Share
        </Button>
      </div>
    </div>
  );
}
