import { UNREAD_NOTIFICATIONS_LIMIT, type Notification, type NotificationCategory } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import { newRowId } from '../../db/ids.js';
import { notFound } from '../../http/app-error.js';
import { publishLive, type LiveEnvelope } from '../live/live-events.js';
import type { NotificationsRepository } from './notifications.repository.js';

export interface NotificationsDeps {
  db: Db;
  repository: NotificationsRepository;
  /** The users' notification settings, one answer per request; without it every notification is created. */
  wantsNotifications?: (
    tx: Executor,
    requests: { userId: string; category: NotificationCategory }[],
  ) => Promise<boolean[]>;
}

export interface NotificationMessage {
  title: string;
  body: string;
  /** Categories the user can switch off in Settings; without one (account matters) it always goes out. */
  category?: NotificationCategory;
  /** It confirms the user's own request (ADR 055): their screen says so already, so no toast. */
  ownAction?: boolean;
}

export function createNotificationsService({ db, repository, wantsNotifications }: NotificationsDeps) {
  const toDto = (row: { id: string; title: string; body: string; createdAt: Date }): Notification => ({
    id: row.id,
    title: row.title,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  });

  /**
   * Creates notifications inside the caller's transaction (so they exist only if the work commits),
   * skipping categories their users switched off. Returns the live events to publish with the rest.
   */
  async function create(tx: Executor, items: (NotificationMessage & { userId: string })[]) {
    const categorised = items.filter((i) => i.category);
    const wanted =
      categorised.length && wantsNotifications
        ? await wantsNotifications(
            tx,
            categorised.map((i) => ({ userId: i.userId, category: i.category! })),
          )
        : [];
    const keep = items.filter((i) => !i.category || wanted[categorised.indexOf(i)] !== false);
    if (!keep.length) return { notes: [] as (Notification & { userId: string })[], events: [] as LiveEnvelope[] };
    const values = keep.map((i) => ({ id: newRowId(), userId: i.userId, title: i.title, body: i.body }));
    const own = new Set(values.filter((_, index) => keep[index]!.ownAction).map((v) => v.id));
    const rows = await repository.insertMany(tx, values);
    const notes = rows.map((r) => ({ ...toDto(r), userId: r.userId }));
    const events = notes.map((n): LiveEnvelope => ({
      userId: n.userId,
      event: { type: 'notification', id: n.id, title: n.title, ...(own.has(n.id) && { own_action: true }) },
    }));
    return { notes, events };
  }

  return {
    create,
    /** One notification, published live at commit. Null when the user switched its category off. */
    async notify(tx: Executor, userId: string, message: NotificationMessage): Promise<Notification | null> {
      const { notes, events } = await create(tx, [{ ...message, userId }]);
      await publishLive(tx, events);
      const note = notes[0];
      return note ? { id: note.id, title: note.title, body: note.body, created_at: note.created_at } : null;
    },
    async listUnread(userId: string): Promise<Notification[]> {
      return (await repository.listUnread(db, userId, UNREAD_NOTIFICATIONS_LIMIT)).map(toDto);
    },
    async markRead(userId: string, id: string): Promise<void> {
      if (!(await repository.markRead(db, userId, id))) throw notFound('Notification');
    },
    async markAllRead(userId: string, through?: string): Promise<number> {
      const read = await repository.markAllRead(db, userId, through);
      if (read === undefined) throw notFound('Notification');
      return read;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
