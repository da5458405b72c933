import { clsx } from 'clsx';
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data: notifications = [], isPending } = useUnreadNotifications();
  const markRead = useMarkNotificationRead();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const count = notifications.length;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Notifications"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        onClick={() => setOpen((v) => !v)}
        className="relative flex size-10 items-center justify-center rounded-xl text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Bell className="size-5" aria-hidden />
        {count > 0 && (
          <span
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-[11px] font-bold text-white ring-2 ring-white dark:ring-slate-900"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>

      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label="Notifications"
          tabIndex={-1}
          data-testid="notifications-panel"
          className={clsx(
            'z-50 animate-fade-in overflow-hidden rounded-2xl bg-white shadow-pop ring-1 ring-slate-900/10 focus:outline-none dark:bg-slate-900 dark:ring-white/10',
            'fixed inset-x-3 top-[4.25rem] sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96',
          )}
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3 dark:border-slate-800">
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Notifications</h2>
            <span
              data-testid="notifications-unread-count"
              className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-950 dark:text-brand-300"
            >
              {count} unread
            </span>
          </div>
          {isPending ? (
            <div className="flex justify-center py-10">
              <Spinner className="size-6 text-brand-600" label="Loading notifications" />
            </div>
          ) : count === 0 ? (
            <div data-testid="notifications-empty" className="flex flex-col items-center gap-2 px-4 py-10 text-center">
              <BellOff className="size-8 text-slate-300 dark:text-slate-600" aria-hidden />
              <p className="text-sm text-slate-500 dark:text-slate-400">No new notifications</p>
            </div>
          ) : (
            <ul
              data-testid="notifications-list"
              className="max-h-80 divide-y divide-slate-100 overflow-y-auto overscroll-contain dark:divide-slate-800"
            >
              {notifications.map((n) => (
                <NotificationItem key={n.id} notification={n} onSelect={(id) => markRead.mutate(id)} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
