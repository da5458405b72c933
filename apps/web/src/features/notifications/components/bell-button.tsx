import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';

interface BellButtonProps extends ComponentProps<'button'> {
  count: number;
}

/** An unread count as the badge and the dropdown write it: `99+` past 99 (the list holds 100). */
export const unreadCountLabel = (count: number) => (count > 99 ? '99+' : String(count));

/** The bell: its name includes the count the badge shows, so it is heard too. */
export function BellButton({ count, ...props }: BellButtonProps) {
  const shownCount = unreadCountLabel(count);
  return (
    <button
      type="button"
      aria-label={count > 0 ? `Notifications, ${shownCount} unread` : 'Notifications'}
      data-testid="notification-bell"
      className="relative flex size-10 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      {...props}
    >
      <Bell className="size-5" aria-hidden />
      {count > 0 && (
        <span
          data-testid="notification-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white ring-2 ring-white dark:ring-slate-900"
        >
          {shownCount}
        </span>
      )}
    </button>
  );
}
