import { z } from 'zod';

export const notification = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;
export const notificationList = z.array(notification);
/** The unread list holds the newest this many: a full list means this many or more. */
export const UNREAD_NOTIFICATIONS_LIMIT = 100;
export const markAllReadQuery = z.object({
  /** The newest notification the user has seen: ones that arrived after it stay unread. */
  through: z.string().uuid('Invalid id').optional(),
});
export const markAllReadResponse = z.object({
  /** How many were unread, and now are read. */
  read: z.number().int(),
});

export const idParam = z.object({ id: z.string().uuid('Invalid id') });
