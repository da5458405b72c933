import { useCallback, useEffect, useState } from 'react';
import { copyText } from './copy-text';

/** How long a 'Copied!' indicator stays up (spec §9). */
export const COPIED_RESET_MS = 2000;

/** Copies text and reports `copied` for 2 s after each successful copy. */
export function useCopyToClipboard() {
  // A counter rather than a flag, so copying again restarts the 2 s.
  const [copies, setCopies] = useState(0);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copies]);
  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    if (ok) {
      setCopied(true);
      setCopies((n) => n + 1);
    }
    return ok;
  }, []);
  return { copied, copy };
}
