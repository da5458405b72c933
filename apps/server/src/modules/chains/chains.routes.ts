import { endpoints } from '@app/contract';
import { idempotencyKeyOf, sendIdempotent } from '../../http/idempotent-reply.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { requestHash } from '../idempotency/idempotency.service.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { ChainRegistry } from './chain-registry.js';
import { allChainStatuses } from './chain-status.js';
import { chainErrors } from './chains.errors.js';
import type { DepositWatcher } from './deposit-watcher.js';
import type { WithdrawalsService } from './withdrawals.service.js';

/**
 * The web client syncs once per shell mount and every 30 s, shared across tabs and reloads; a
 * user clicking around or reloading stays far below this. The chain RPC is protected by the
 * scans themselves being shared (below), not by refusing users.
 */
const SYNC_WINDOW_SECONDS = 60;
const SYNC_MAX_PER_WINDOW = 20;

export const chainsRoutes =
  (deps: {
    registry: ChainRegistry;
    watcher: DepositWatcher;
    withdrawals: WithdrawalsService;
    wallet: WalletService;
    rateLimiter: RateLimiter;
  }): RouteRegistrar =>
  (route) => {
    const scan = singleFlight(() => deps.watcher.scanAll());

    route(endpoints.sendToWallet, async ({ caller, body, request, reply }) => {
      const hash = requestHash('POST', endpoints.sendToWallet.path, body);
      const result = await deps.withdrawals.sendToWallet(caller.userId, body, idempotencyKeyOf(request), hash);
      return sendIdempotent(request, reply, result);
    });

    route(endpoints.transaction, ({ caller, params }) => deps.wallet.transaction(caller.userId, params.id));

    route(endpoints.syncBalances, async ({ caller }) => {
      const hits = await deps.rateLimiter.hit(`sync:${caller.userId}`, SYNC_WINDOW_SECONDS);
      if (hits.count > SYNC_MAX_PER_WINDOW) throw chainErrors.syncTooOften(hits.retryAfterSeconds);
      const results = await scan();
      const mine = results.flatMap((r) =>
        r.credited.filter((c) => c.userId === caller.userId).flatMap((c) => c.activityIds),
      );
      return { credited: await deps.wallet.transactionsByIds(mine) };
    });

    route(endpoints.adminChains, () => allChainStatuses(deps.registry, deps.watcher));
  };

/** One run of `work` at a time: whoever asks while it runs shares its result. */
function singleFlight<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= work().finally(() => {
      running = undefined;
    }));
}
