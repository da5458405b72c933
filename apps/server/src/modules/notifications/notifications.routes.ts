import { endpoints } from '@app/contract';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import type { NotificationsService } from './notifications.service.js';

export const notificationsRoutes =
  (service: NotificationsService): RouteRegistrar =>
  (route) => {
    route(endpoints.unreadNotifications, ({ caller }) => service.listUnread(caller.userId));
    route(endpoints.markNotificationRead, async ({ caller, params }) => {
      await service.markRead(caller.userId, params.id);
      return { ok: true as const };
    });
    route(endpoints.markAllNotificationsRead, async ({ caller, query }) => ({
      read: await service.markAllRead(caller.userId, query.through),
    }));
  };
