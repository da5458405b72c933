import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { shareOrCopy } from '../lib/share';

/** Share with the device sheet, or copy and say so (spec §2 Receive). */
export function useShareAction() {
  const [sharing, setSharing] = useState(false);
  async function share(data: { title: string; text: string }, fallback: { copy: string; message: string }) {
    setSharing(true);
    try {
      const result = await shareOrCopy(data, fallback.copy);
      if (result === 'copied') toast.success(fallback.message);
      else if (result === 'failed') toast.error('Could not share or copy. Please copy it by hand.');
    } finally {
      setSharing(false);
    }
  }
  return { share, sharing };
}
