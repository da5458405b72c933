import { endpoints } from '@app/contract';
import { idempotencyKeyOf, sendIdempotent } from '../../http/idempotent-reply.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { timeParts } from '../../http/server-timing.js';
import { requestHash } from '../idempotency/idempotency.service.js';
import type { PricesService } from '../prices/prices.service.js';
import { toPriceTable } from '../prices/prices.service.js';
import type { WalletService } from './wallet.service.js';

export const walletRoutes =
  (wallet: WalletService, prices: PricesService): RouteRegistrar =>
  (route) => {
    route(endpoints.balances, ({ caller }) => wallet.balances(caller.userId));
    route(endpoints.dashboardSummary, ({ caller }) => wallet.summary(caller.userId));
    route(endpoints.transactions, ({ caller, query }) => wallet.transactions(caller.userId, query));
    route(endpoints.fees, ({ caller, query }) => wallet.feeQuote(caller.userId, query));
    route(endpoints.prices, async () => toPriceTable(await prices.current()));
    route(endpoints.setPrices, ({ caller, body, request }) =>
      prices.setReferencePrices(caller.userId, body, { requestId: request.id, ip: request.ip }),
    );

    route(endpoints.sendToTag, async ({ caller, body, request, reply }) => {
      const hash = requestHash('POST', endpoints.sendToTag.path, body);
      const outcome = await wallet.sendToTag(caller.userId, body, idempotencyKeyOf(request), hash);
      if (outcome.timings) timeParts(request, outcome.timings);
      return sendIdempotent(request, reply, outcome);
    });
  };
