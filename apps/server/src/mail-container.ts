import type { Config } from './config.js';
import type { Db, Executor } from './db/client.js';
import type { DomainEvents } from './events/domain-events.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { LedgerService } from './modules/ledger/ledger.service.js';
import { createEmailOutboxRepository } from './modules/mail/email-outbox.repository.js';
import { createMailOutbox } from './modules/mail/mail-outbox.service.js';
import { subscribeEmails } from './modules/mail/mail-subscriptions.js';
import { mailTemplates } from './modules/mail/mail-templates.js';
import { mailTransportFromConfig, type MailTransport } from './modules/mail/mail-transport.js';
import type { PreferencesService } from './modules/preferences/preferences.service.js';
import type { UsersRepository } from './modules/users/users.repository.js';

/** Email (issue 15): the outbox, its sending job, the transport and the events that write to it. */
export function createMailServices(deps: {
  config: Config;
  db: Db;
  jobs: JobQueue;
  events: DomainEvents;
  ledger: LedgerService;
  users: UsersRepository;
  preferences: Pick<PreferencesService, 'wantsNotifications' | 'wantsTransactionNotification'>;
  transport?: MailTransport;
}) {
  const repository = createEmailOutboxRepository();
  const outbox = createMailOutbox({
    db: deps.db,
    jobs: deps.jobs,
    repository,
    users: deps.users,
    transport: deps.transport ?? mailTransportFromConfig(deps.config),
    from: deps.config.MAIL_FROM,
    retrySeconds: deps.config.MAIL_RETRY_SECONDS,
    wantsNotifications: (tx: Executor, requests) => deps.preferences.wantsNotifications(tx, requests),
  });
  subscribeEmails({
    events: deps.events,
    ledger: deps.ledger,
    outbox,
    repository,
    templates: mailTemplates(deps.config.PUBLIC_URL),
    wantsTransactionEmail: deps.preferences.wantsTransactionNotification,
  });
  return { mail: outbox };
}
