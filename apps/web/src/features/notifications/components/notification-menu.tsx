import * as Popover from '@radix-ui/react-popover';
import { BellOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notification-read';
import { BellButton, unreadCountLabel } from './bell-button';
import { NotificationItem } from './notification-item';

/**
 * The bell and its dropdown, on a modal Radix Popover: focus moves into the panel when it opens
 * and Tab stays inside it, the page behind is hidden from assistive tech, and Esc or a click
 * outside closes it and returns focus to the bell. Loaded lazily by NotificationBell.
 */
export default function NotificationMenu({ defaultOpen, focusBell }: { defaultOpen: boolean; focusBell: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const bellRef = useRef<HTMLButtonElement>(null);
  // Replacing the plain bell must not drop the focus of someone who had tabbed to it.
  const [focusOnMount] = useState(focusBell && !defaultOpen);
  useEffect(() => {
    if (focusOnMount) bellRef.current?.focus();
  }, [focusOnMount]);
  const { data: notifications = [], isPending } = useUnreadNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const count = notifications.length;

  // A read item leaves the list at once: focus moves to its neighbour (or the panel), not <body>.
  function onSelect(id: string) {
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[data-notification-id]') ?? []);
    const index = items.findIndex((item) => item.dataset.notificationId === id);
    const neighbour = items[index + 1] ?? items[index - 1];
    markRead.mutate(id);
    (neighbour ?? panelRef.current)?.focus();
  }

  // The list empties at once: focus stays in the panel.
  function onMarkAll() {
    if (notifications[0]) markAllRead.mutate(notifications[0].id);
    panelRef.current?.focus();
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Trigger asChild>
        <BellButton ref={bellRef} count={count} />
      </Popover.Trigger>

      <Popover.Content
        ref={panelRef}
        tabIndex={-1}
        align="end"
        sideOffset={8}
        collisionPadding={12}
        aria-labelledby={headingId}
        data-testid="notifications-panel"
        className="z-50 w-[calc(100vw-1.5rem)] max-w-96 animate-fade-in overflow-hidden rounded-2xl bg-white shadow-pop ring-1 ring-slate-900/10 focus:outline-none dark:bg-slate-900 dark:ring-white/10"
      >
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3 dark:border-slate-800">
          <h2 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
            Notifications
          </h2>
          <span
            data-testid="notifications-unread-count"
            className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-950 dark:text-brand-300"
          >
            {unreadCountLabel(count)} unread
          </span>
        </div>
        {isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-6 text-brand-600" label="Loading notifications" />
          </div>
        ) : count === 0 ? (
          <div data-testid="notifications-empty" className="flex flex-col items-center gap-2 px-4 py-10 text-center">
            <BellOff className="size-8 text-slate-400 dark:text-slate-500" aria-hidden />
            <p className="text-sm text-slate-600 dark:text-slate-400">No new notifications</p>
          </div>
        ) : (
          <ul
            data-testid="notifications-list"
            className="max-h-80 divide-y divide-slate-100 overflow-y-auto overscroll-contain dark:divide-slate-800"
          >
            {notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} onSelect={onSelect} />
            ))}
          </ul>
        )}
        {count > 0 && (
          <div className="border-t border-slate-100 px-2 py-1.5 dark:border-slate-800">
            <button
              type="button"
              onClick={onMarkAll}
              data-testid="notifications-mark-all"
              className="w-full rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:bg-brand-950"
            >
              Mark all as read
            </button>
          </div>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
