import { clsx } from 'clsx';
import { useState } from 'react';

export const DEFAULT_LOGO_URL = '/api/assets/logos/default.png';

/** Token logo from the server; the default logo when it fails to load (spec §8). */
export function AssetLogo({ src, symbol, className }: { src: string; symbol: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const url = failed || !src ? DEFAULT_LOGO_URL : src;
  return (
    <img
      src={url}
      alt={`${symbol} logo`}
      loading="lazy"
      onError={() => setFailed(true)}
      className={clsx(
        'size-10 shrink-0 rounded-full bg-white object-contain ring-1 ring-slate-900/5 dark:bg-slate-800 dark:ring-white/10',
        className,
      )}
    />
  );
}
