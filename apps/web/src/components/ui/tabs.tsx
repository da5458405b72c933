import * as TabsPrimitive from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ComponentType, ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown before the label. */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  testId?: string;
}

const listClass = {
  // A grey track with the selected tab raised in white (send, receive, sign-in modes).
  segmented: 'flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800',
  // Separate pills; they wrap onto a second row on phones rather than scroll out of sight (settings).
  pills: 'flex flex-wrap gap-1.5',
} as const;

const triggerClass = {
  segmented: clsx(
    'flex h-10 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-all sm:px-4',
    'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
    'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
    'dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white',
  ),
  pills: clsx(
    'flex h-10 shrink-0 items-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors sm:px-4',
    'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
    'data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:data-[state=active]:bg-brand-500 dark:data-[state=active]:text-slate-950',
  ),
} as const;

/**
 * Tabs with panels, on Radix Tabs (WAI-ARIA tabs: arrow keys / Home / End move between tabs,
 * Tab moves into the panel). Put one `TabPanel` per item inside; only the selected one renders.
 */
export function Tabs<T extends string>({
  value,
  onValueChange,
  label,
  items,
  variant = 'segmented',
  hideIconsOnPhone = false,
  className,
  listClassName,
  children,
}: {
  value: T;
  onValueChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<T>[];
  variant?: keyof typeof listClass;
  /** Drops the icons below the sm breakpoint, where long labels need the room. */
  hideIconsOnPhone?: boolean;
  className?: string;
  listClassName?: string;
  children: ReactNode;
}) {
  return (
    <TabsPrimitive.Root
      value={value}
      // Radix types the value as string; it is always one of `items`.
      onValueChange={(next) => onValueChange(next as T)}
      className={className}
    >
      <TabsPrimitive.List aria-label={label} className={clsx(listClass[variant], listClassName)}>
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            // Radix selects on mousedown; a plain click (assistive tech, tests) selects too.
            onClick={() => onValueChange(item.value)}
            data-testid={item.testId}
            className={clsx(
              triggerClass[variant],
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            )}
          >
            {item.icon && (
              <item.icon className={clsx('size-4 shrink-0', hideIconsOnPhone && 'hidden sm:block')} aria-hidden />
            )}
            <span className="whitespace-nowrap">{item.label}</span>
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {children}
    </TabsPrimitive.Root>
  );
}

/**
 * The content of one tab. Our panels start with controls, so the panel itself is not a Tab stop
 * (Radix makes it one by default); pass `tabIndex={0}` for a panel with nothing focusable.
 */
export function TabPanel({ className, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      tabIndex={-1}
      className={clsx(
        'rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500',
        className,
      )}
      {...props}
    />
  );
}
