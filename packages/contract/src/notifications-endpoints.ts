import type { Endpoint } from './endpoints.js';
import { idParam, markAllReadQuery, markAllReadResponse, notificationList } from './notifications.js';
import { okResponse } from './user.js';

/** In-app notifications. Spread into `endpoints`. */
export const notificationsEndpoints = {
  unreadNotifications: {
    method: 'GET',
    path: '/notifications/unread',
    summary: 'Unread notifications, newest first (the newest 100)',
    tag: 'notifications',
    access: 'user',
    response: notificationList,
  },
  markNotificationRead: {
    method: 'PUT',
    path: '/notifications/:id',
    summary: 'Mark one notification read',
    tag: 'notifications',
    access: 'user',
    params: idParam,
    response: okResponse,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/notifications/read-all',
    summary: 'Mark every unread notification read (up to `through`, the newest one seen)',
    tag: 'notifications',
    access: 'user',
    query: markAllReadQuery,
    response: markAllReadResponse,
  },
} as const satisfies Record<string, Endpoint>;
