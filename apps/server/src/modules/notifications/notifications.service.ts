import type { Notification, NotificationCategory } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { publishLive } from '../live/live-events.js';
import type { NotificationsRepository } from './notifications.repository.js';

const UNREAD_LIMIT = 100;

export interface NotificationsDeps {
  db: Db;
  repository: NotificationsRepository;
  /** The user's notification settings; without it every notification is created. */
  wantsNotification?: (tx: Executor, userId: string, category: NotificationCategory) => Promise<boolean>;
}

export interface NotificationMessage {
  title: string;
  body: string;
  /** Categories the user can switch off in Settings; without one (account matters) it always goes out. */
  category?: NotificationCategory;
}

export function createNotificationsService({ db, repository, wantsNotification }: NotificationsDeps) {
  const toDto = (row: { id: string; title: string; body: string; createdAt: Date }): Notification => ({
    id: row.id,
    title: row.title,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  });

  return {
    /**
     * Creates a notification inside the caller's transaction, so it exists only if the work commits.
     * Null when the user has switched the message's category off.
     */
    async notify(tx: Executor, userId: string, message: NotificationMessage): Promise<Notification | null> {
      if (message.category && wantsNotification && !(await wantsNotification(tx, userId, message.category))) {
        return null;
      }
      const note = toDto(await repository.insert(tx, { userId, title: message.title, body: message.body }));
      await publishLive(tx, [{ userId, event: { type: 'notification', id: note.id, title: note.title } }]);
      return note;
    },
    async listUnread(userId: string): Promise<Notification[]> {
      return (await repository.listUnread(db, userId, UNREAD_LIMIT)).map(toDto);
    },
    async markRead(userId: string, id: string): Promise<void> {
      if (!(await repository.markRead(db, userId, id))) throw notFound('Notification');
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
