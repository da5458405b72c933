import type { Endpoint } from './endpoints.js';
import { userIdParam } from './kyc.js';
import {
  beneficiariesQuery,
  beneficiary,
  beneficiaryList,
  createBeneficiaryRequest,
  setTierRequest,
  userLimits,
} from './limits.js';
import { idParam } from './notifications.js';
import { okResponse } from './user.js';

/** Limits by verification tier and saved recipients (issue 15). Spread into `endpoints`. */
export const limitsEndpoints = {
  userLimits: {
    method: 'GET',
    path: '/users/limits',
    summary: "The caller's tier, daily outflow limit and balance cap, used and left today (Africa/Lagos day)",
    tag: 'users',
    access: 'user',
    response: userLimits,
  },
  adminUserLimits: {
    method: 'GET',
    path: '/admin/users/:id/limits',
    summary: "A user's tier and limits, as they see them",
    tag: 'admin',
    access: 'admin',
    params: userIdParam,
    response: userLimits,
  },
  setUserTier: {
    method: 'POST',
    path: '/admin/users/:id/tier',
    summary: "Set a user's tier (audited, with a reason); it then no longer follows their KYC",
    tag: 'admin',
    access: 'admin',
    params: userIdParam,
    body: setTierRequest,
    response: userLimits,
  },
  beneficiaries: {
    method: 'GET',
    path: '/beneficiaries',
    summary: "The caller's saved recipients, most recently used first",
    tag: 'beneficiaries',
    access: 'user',
    query: beneficiariesQuery,
    response: beneficiaryList,
  },
  createBeneficiary: {
    method: 'POST',
    path: '/beneficiaries',
    summary:
      'Save a recipient: a tag, a wallet address on a chain, or a bank account (its name resolved); saving one again marks it used',
    tag: 'beneficiaries',
    access: 'user',
    body: createBeneficiaryRequest,
    response: beneficiary,
  },
  deleteBeneficiary: {
    method: 'DELETE',
    path: '/beneficiaries/:id',
    summary: 'Forget a saved recipient (404 for another user’s)',
    tag: 'beneficiaries',
    access: 'user',
    params: idParam,
    response: okResponse,
  },
} as const satisfies Record<string, Endpoint>;
