import type { Notification } from '@app/contract';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';

export function NotificationItem({
  notification,
  onSelect,
}: {
  notification: Notification;
  onSelect: (id: string) => void;
}) {
  return (
    <li>
      <button
        type="button"
        data-testid="notification-item"
        data-notification-id={notification.id}
        onClick={() => onSelect(notification.id)}
        className="group flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60 dark:focus-visible:outline-brand-400"
      >
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold wrap-anywhere text-slate-900 dark:text-white">
            {notification.title}
          </span>
          <span className="mt-0.5 line-clamp-3 block text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
            {notification.body}
          </span>
          <time
            dateTime={notification.created_at}
            title={formatDateTime(notification.created_at)}
            className="mt-1 block text-xs text-slate-500 dark:text-slate-400"
          >
            {formatRelativeTime(notification.created_at)}
          </time>
        </span>
        <span className="sr-only">Mark as read</span>
      </button>
    </li>
  );
}
