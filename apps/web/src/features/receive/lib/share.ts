import { copyText } from '../../../lib/copy-text';

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The device's share sheet when it has one; otherwise (or when sharing fails) `fallbackCopy`
 * is copied instead (spec §2: Share falls back to copying).
 */
export async function shareOrCopy(data: { title: string; text: string }, fallbackCopy: string): Promise<ShareResult> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(fallbackCopy)) ? 'copied' : 'failed';
}
