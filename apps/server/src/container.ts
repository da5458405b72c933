import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createRateLimiter } from './modules/rate-limit/rate-limiter.js';
import { createUsersRepository } from './modules/users/users.repository.js';

/** Wires every service once. The HTTP app, the seeds and the CLI all use the same instances. */
export function createContainer(config: Config, database: Database) {
  const { db } = database;
  const users = createUsersRepository();
  const notifications = createNotificationsService({ db, repository: createNotificationsRepository() });
  const auth = createAuthService({
    db,
    config,
    users,
    sessions: createSessionsRepository(),
    rateLimiter: createRateLimiter(db),
    provisioners: [
      async (tx, user) => {
        await notifications.notify(tx, user.id, {
          title: 'Welcome aboard!',
          body: `Hi @${user.tag}, your wallet is ready. Verify your identity to start sending and receiving.`,
        });
      },
    ],
  });
  return { config, database, db, users, notifications, auth };
}
export type Container = ReturnType<typeof createContainer>;
