import { z } from 'zod';

export const notification = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;
export const notificationList = z.array(notification);

export const idParam = z.object({ id: z.string().uuid('Invalid id') });
