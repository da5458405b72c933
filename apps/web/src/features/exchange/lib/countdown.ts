import { useEffect, useState } from 'react';

/** Whole seconds left until `iso`, ticking once a second (0 once passed). */
export function useSecondsLeft(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const tick = () => setNow(Date.now());
    tick(); // a new deadline counts from now, not from the last tick
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [iso]);
  if (!iso) return 0;
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 1000));
}
