import { clsx } from 'clsx';
import { useRef, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';

export interface Segment<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown before the label. */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  testId?: string;
}

/**
 * A row of mutually exclusive options with tab semantics: arrow keys move between them
 * (roving tabindex), as in the WAI-ARIA tabs pattern.
 */
export function SegmentedControl<T extends string>({
  segments,
  value,
  onChange,
  label,
  size = 'md',
  className,
  idPrefix,
  hideIconsOnPhone = false,
}: {
  segments: Segment<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  size?: 'sm' | 'md';
  className?: string;
  /** When set, each tab controls the panel `${idPrefix}-panel-${value}`. */
  idPrefix?: string;
  /** Drops the icons below the sm breakpoint, where long labels need the room. */
  hideIconsOnPhone?: boolean;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + segments.length) % segments.length;
    const segment = segments[next];
    if (!segment) return;
    onChange(segment.value);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={clsx('inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800/80', className)}
    >
      {segments.map((segment, index) => {
        const selected = segment.value === value;
        return (
          <button
            key={segment.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-tab-${segment.value}` : undefined}
            aria-controls={idPrefix ? `${idPrefix}-panel-${segment.value}` : undefined}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-testid={segment.testId}
            onClick={() => onChange(segment.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              'flex flex-1 items-center justify-center gap-1.5 rounded-lg font-semibold transition-all',
              'focus-visible:outline-2 focus-visible:outline-brand-500',
              size === 'sm' ? 'h-7 px-2.5 text-xs' : 'h-10 px-4 text-sm',
              selected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200',
            )}
          >
            {segment.icon && (
              <segment.icon className={clsx('size-4 shrink-0', hideIconsOnPhone && 'hidden sm:block')} aria-hidden />
            )}
            <span className="whitespace-nowrap">{segment.label}</span>
          </button>
        );
      })}
    </div>
  );
}
