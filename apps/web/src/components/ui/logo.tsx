import { clsx } from 'clsx';
import { useId } from 'react';
import { brand } from '../../lib/brand';

export function LogoMark({ className }: { className?: string }) {
  // Per-instance id: a gradient inside a display:none copy can't be referenced by a visible one.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={clsx('shrink-0', className)} aria-hidden>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#34d399" />
          <stop offset="1" stopColor="#047857" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M9 23V9h2.6l7.8 9.6V9H23v14h-2.6l-7.8-9.6V23z" fill="#fff" />
    </svg>
  );
}

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-9" />
      <span
        className={clsx('text-lg font-bold tracking-tight', inverted ? 'text-white' : 'text-slate-900 dark:text-white')}
      >
        {brand.name}
      </span>
    </span>
  );
}
