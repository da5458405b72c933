import { endpoints, type AuditEntry } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { listAuditEntries, type AuditListRow } from '../audit/audit.repository.js';
import type { FreezeService } from '../freeze/freeze.service.js';
import { adminContext } from '../payouts/payouts.routes.js';
import type { AdminAnalyticsService } from './admin-analytics.service.js';
import type { AdminOverviewService } from './admin-overview.service.js';
import type { AdminUsersService } from './admin-users.service.js';

function reasonOf(after: Record<string, unknown> | null): string | null {
  const reason = after?.reason ?? after?.rejection_reason;
  return typeof reason === 'string' ? reason : null;
}

const toAuditEntry = (r: AuditListRow): AuditEntry => ({
  id: r.id,
  action: r.action,
  actor_id: r.actor_id,
  actor_tag: r.actor_tag,
  target_type: r.target_type,
  target_id: r.target_id,
  target_label: r.target_label,
  reason: reasonOf(r.after),
  before: r.before,
  after: r.after,
  request_id: r.request_id,
  ip: r.ip,
  created_at: new Date(r.created_at).toISOString(),
});

export const adminRoutes =
  (deps: {
    db: Db;
    overview: AdminOverviewService;
    users: AdminUsersService;
    analytics: AdminAnalyticsService;
    freeze: FreezeService;
  }): RouteRegistrar =>
  (route) => {
    route(endpoints.adminOverview, () => deps.overview.overview());
    route(endpoints.adminUsers, ({ query }) => deps.users.list(query));
    route(endpoints.adminUser, ({ params }) => deps.users.detail(params.id));
    route(endpoints.freezeUser, async ({ caller, params, body, request }) => {
      await deps.freeze.freeze(params.id, body.reason, adminContext(caller, request));
      return { user_id: params.id, frozen: true };
    });
    route(endpoints.unfreezeUser, async ({ caller, params, body, request }) => {
      await deps.freeze.unfreeze(params.id, body.reason, adminContext(caller, request));
      return { user_id: params.id, frozen: false };
    });
    route(endpoints.adminAnalytics, ({ query }) => deps.analytics.analytics(query.days));
    route(endpoints.adminAudit, async ({ query }) =>
      (
        await listAuditEntries(deps.db, {
          limit: query.limit,
          before: query.before,
          action: query.action,
          targetId: query.target_id,
        })
      ).map(toAuditEntry),
    );
  };
