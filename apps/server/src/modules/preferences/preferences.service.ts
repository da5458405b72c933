import { defaultPreferences, type NotificationCategory, type Preferences, type PreferencesUpdate } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import type { PreferencesChanges, PreferencesRepository, PreferencesRow } from './preferences.repository.js';

function toDto(row: PreferencesRow | undefined): Preferences {
  if (!row) return defaultPreferences;
  return {
    notifications: {
      transactions: row.notifyTransactions,
      security: row.notifySecurity,
      price_alerts: row.notifyPriceAlerts,
      marketing: row.notifyMarketing,
      weekly_reports: row.notifyWeeklyReports,
    },
    dark_mode: row.darkMode,
    local_currency: row.localCurrency,
    hide_balances: row.hideBalances,
  };
}

const categoryToggle: Record<NotificationCategory, keyof Preferences['notifications']> = {
  transaction: 'transactions',
  security: 'security',
  price_alert: 'price_alerts',
  marketing: 'marketing',
  weekly_report: 'weekly_reports',
};

export function createPreferencesService({ db, repository }: { db: Db; repository: PreferencesRepository }) {
  return {
    async get(userId: string): Promise<Preferences> {
      return toDto(await repository.find(db, userId));
    },

    async update(userId: string, update: PreferencesUpdate): Promise<Preferences> {
      const n = update.notifications ?? {};
      const changes: PreferencesChanges = {
        notifyTransactions: n.transactions,
        notifySecurity: n.security,
        notifyPriceAlerts: n.price_alerts,
        notifyMarketing: n.marketing,
        notifyWeeklyReports: n.weekly_reports,
        darkMode: update.dark_mode,
        localCurrency: update.local_currency,
        hideBalances: update.hide_balances,
      };
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      return toDto(await repository.upsert(db, userId, defined));
    },

    /**
     * Whether each user wants notifications of the given category, in one query; read inside the
     * notifying transaction.
     */
    /**
     * The same question for transaction notifications, as an SQL boolean over a user id
     * expression: the ledger asks it inside its one-statement posting.
     */
    wantsTransactionNotification(userId: string): string {
      return `coalesce((select p.notify_transactions from user_preferences p where p.user_id = ${userId}),
                       ${String(defaultPreferences.notifications.transactions)})`;
    },

    async wantsNotifications(
      tx: Executor,
      requests: { userId: string; category: NotificationCategory }[],
    ): Promise<boolean[]> {
      const rows = await repository.findMany(tx, [...new Set(requests.map((r) => r.userId))]);
      const byUser = new Map(rows.map((r) => [r.userId, r]));
      return requests.map((r) => toDto(byUser.get(r.userId)).notifications[categoryToggle[r.category]]);
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
