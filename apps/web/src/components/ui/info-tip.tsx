import { clsx } from 'clsx';
import { Info } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

/**
 * An (i) button that explains something. Opens on hover, focus or tap; Escape closes it. The text
 * is always the button's description, so screen readers hear it without opening anything.
 * Positioned against the nearest `relative` ancestor, so it stays inside a card at any width.
 */
export function InfoTip({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        className={clsx(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-400 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-500 dark:hover:text-slate-300',
          className,
        )}
      >
        <Info className="size-3.5" aria-hidden />
      </button>
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className="absolute inset-x-2 top-12 z-20 rounded-xl bg-slate-900 px-3 py-2 text-xs leading-relaxed font-normal text-white shadow-lg dark:bg-slate-700"
      >
        {children}
      </span>
    </>
  );
}
