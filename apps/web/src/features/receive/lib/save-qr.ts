/** `demo-eth-qr.png`: the file Save QR downloads, named from the tag (spec §2 Receive). */
export function qrFileName(tag: string, symbol: string): string {
  const safe = (text: string) =>
    text
      .replace(/^@/, '')
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${safe(tag) || 'wallet'}-${safe(symbol) || 'token'}-qr.png`;
}

const PADDING = 32;
const CAPTION_HEIGHT = 56;

/**
 * Draws the on-screen QR canvas onto a white card with a quiet zone and a caption, and
 * downloads it as a PNG. Returns false when the browser can't draw (no 2D context).
 */
export async function saveQrPng(qr: HTMLCanvasElement, fileName: string, caption: string): Promise<boolean> {
  const size = qr.width || 200;
  const scale = size / (qr.clientWidth || size);
  const pad = Math.round(PADDING * scale);
  const captionHeight = Math.round(CAPTION_HEIGHT * scale);
  const canvas = document.createElement('canvas');
  canvas.width = size + pad * 2;
  canvas.height = size + pad * 2 + captionHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, pad, pad, size, size);
  ctx.fillStyle = '#0f172a';
  ctx.font = `600 ${Math.round(15 * scale)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(caption, canvas.width / 2, size + pad + captionHeight / 2, canvas.width - pad * 2);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
