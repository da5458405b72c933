/** Saves a file through a temporary link (what "Download" does in every browser). */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type ShareFileResult = 'shared' | 'cancelled' | 'downloaded';

/**
 * The device's share sheet with the file itself (WhatsApp, mail, Files…) when the browser can
 * share files; otherwise the file is downloaded, so the user can attach it wherever they like. A
 * link would not do: the receipt needs the user's session, so nobody else could open it.
 */
export async function shareFile(file: File, data: { title: string; text: string }): Promise<ShareFileResult> {
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ ...data, files: [file] });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused for another reason (no user activation left, a policy): fall back below.
    }
  }
  downloadFile(file);
  return 'downloaded';
}
