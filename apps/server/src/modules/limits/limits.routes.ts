import { endpoints } from '@app/contract';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { adminContext } from '../payouts/payouts.routes.js';
import type { LimitsService } from './limits.service.js';

export const limitsRoutes =
  (limits: LimitsService): RouteRegistrar =>
  (route) => {
    route(endpoints.userLimits, ({ caller }) => limits.limits(caller.userId));
    route(endpoints.adminUserLimits, ({ params }) => limits.limits(params.id));
    route(endpoints.setUserTier, ({ caller, params, body, request }) =>
      limits.setTier(params.id, body, adminContext(caller, request)),
    );
  };
