import {
  adminAnalytics,
  adminOverview,
  adminUserDetail,
  adminUserList,
  adminUsersQuery,
  analyticsQuery,
  auditList,
  auditQuery,
  freezeResult,
} from './admin.js';
import type { Endpoint } from './endpoints.js';
import { userIdParam } from './kyc.js';
import { reasonRequest } from './payouts.js';

/** The back office (issue 11): overview, users and freezes, analytics with solvency, audit log. */
export const adminEndpoints = {
  adminOverview: {
    method: 'GET',
    path: '/admin/overview',
    summary: 'Platform totals, system health, chains, latest transactions and top users',
    tag: 'admin',
    access: 'admin',
    response: adminOverview,
  },
  adminUsers: {
    method: 'GET',
    path: '/admin/users',
    summary: 'Users, newest first: search by tag or email, filter by KYC status, paged with `before`',
    tag: 'admin',
    access: 'admin',
    query: adminUsersQuery,
    response: adminUserList,
  },
  adminUser: {
    method: 'GET',
    path: '/admin/users/:id',
    summary: 'One user: profile, balances, KYC submission, recent transactions, sessions',
    tag: 'admin',
    access: 'admin',
    params: userIdParam,
    response: adminUserDetail,
  },
  freezeUser: {
    method: 'POST',
    path: '/admin/users/:id/freeze',
    summary: 'Freeze an account: it can sign in and look, every outflow is refused, inflows still credit',
    tag: 'admin',
    access: 'admin',
    params: userIdParam,
    body: reasonRequest,
    response: freezeResult,
  },
  unfreezeUser: {
    method: 'POST',
    path: '/admin/users/:id/unfreeze',
    summary: 'Lift a freeze',
    tag: 'admin',
    access: 'admin',
    params: userIdParam,
    body: reasonRequest,
    response: freezeResult,
  },
  adminAnalytics: {
    method: 'GET',
    path: '/admin/analytics',
    summary: 'Daily volume by type, new users and fees; solvency per asset',
    tag: 'admin',
    access: 'admin',
    query: analyticsQuery,
    response: adminAnalytics,
  },
  adminAudit: {
    method: 'GET',
    path: '/admin/audit',
    summary: 'Admin actions, newest first: who, when, what and why',
    tag: 'admin',
    access: 'admin',
    query: auditQuery,
    response: auditList,
  },
} as const satisfies Record<string, Endpoint>;
