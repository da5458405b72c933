import { endpoints } from '@app/contract';
import { idempotencyKeyOf, sendIdempotent } from '../../http/idempotent-reply.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { requestHash } from '../idempotency/idempotency.service.js';
import type { AutoConvertService } from './auto-convert.service.js';
import type { PortfolioHistoryService } from './portfolio-history.service.js';
import type { SwapsService } from './swaps.service.js';
import type { TreasuryService } from './treasury.service.js';

export const exchangeRoutes =
  (s: {
    swaps: SwapsService;
    autoConvert: AutoConvertService;
    treasury: TreasuryService;
    portfolio: PortfolioHistoryService;
  }): RouteRegistrar =>
  (route) => {
    route(endpoints.swapQuote, ({ caller, body }) => s.swaps.quote(caller.userId, body));
    route(endpoints.executeSwap, async ({ caller, body, request, reply }) => {
      const hash = requestHash('POST', endpoints.executeSwap.path, body);
      return sendIdempotent(
        request,
        reply,
        await s.swaps.execute(caller.userId, body.quote_id, idempotencyKeyOf(request), hash),
      );
    });
    route(endpoints.updateBalance, ({ caller, params, body }) => s.autoConvert.update(caller.userId, params.id, body));
    route(endpoints.conversions, ({ caller, query }) => s.swaps.conversions(caller.userId, query));
    route(endpoints.portfolioHistory, ({ caller, query }) => s.portfolio.history(caller.userId, query.range));
    route(endpoints.adminTreasury, () => s.treasury.positions());
    route(endpoints.adminTreasuryTopUp, async ({ caller, body, request, reply }) => {
      const hash = requestHash('POST', endpoints.adminTreasuryTopUp.path, body);
      const admin = { actorId: caller.userId, requestId: request.id, ip: request.ip };
      return sendIdempotent(request, reply, await s.treasury.topUp(admin, body, idempotencyKeyOf(request), hash));
    });
  };
