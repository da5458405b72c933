import {
  formatMoney,
  usdCents,
  type CreatePaymentRequestBody,
  type PaymentRequest,
  type PaymentRequestItemStatus,
  type PaymentRequestsQuery,
} from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { assetInfo } from '../assets/catalogue.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { publishLive, type LiveEnvelope } from '../live/live-events.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { usdRate } from '../prices/rates.js';
import type { UsersRepository } from '../users/users.repository.js';
import { parseAmountFor } from '../wallet/wallet.service.js';
import { toPaymentRequestDto } from './payment-requests.dto.js';
import { sharesFor } from './shares.js';
import { splitErrors } from './split.errors.js';
import type { LockedItem, SplitRepository } from './split.repository.js';
import { resolveRecipients } from './split.service.js';

export interface PaymentRequestsDeps {
  db: Db;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  users: UsersRepository;
  repository: SplitRepository;
  idempotency: IdempotencyService;
  prices: Pick<PriceProvider, 'current'>;
  notifications: NotificationsService;
  /** A requester may remind the same person about the same share once per this interval. */
  reminderIntervalSeconds: number;
  now?: () => Date;
}

const update = (userIds: string[], item: { id: string; requestId: string }, status: PaymentRequestItemStatus) =>
  userIds.map((userId): LiveEnvelope => ({
    userId,
    event: { type: 'payment_request_update', request_id: item.requestId, item_id: item.id, status },
  }));

/**
 * Collecting shares: a request per recipient with its own status. Every change takes the item's
 * row lock and checks it is still pending, so paying, declining and cancelling each happen at
 * most once, and a payment (an ordinary transfer with `payment_request` details) is made once.
 */
export function createPaymentRequestsService(deps: PaymentRequestsDeps) {
  const { db, ledger, repository, notifications } = deps;
  const now = deps.now ?? (() => new Date());
  const intervalMs = deps.reminderIntervalSeconds * 1000;

  const money = (amount: string | bigint, asset: string) => formatMoney(BigInt(amount), assetInfo(asset));
  const about = (note: string) => (note ? ` for “${note}”` : '');

  /** The request as `userId` may see it: every item for the requester, their own for a payer; else 404. */
  async function view(executor: Executor, userId: string, requestId: string): Promise<PaymentRequest> {
    const request = await repository.request(executor, requestId);
    if (!request) throw splitErrors.requestNotFound();
    const items = await repository.itemsOf(executor, [requestId]);
    if (request.requesterId === userId) return toPaymentRequestDto(request, items, 'sent', { intervalMs, now: now() });
    const own = items.filter((i) => i.payerId === userId);
    if (!own.length) throw splitErrors.requestNotFound();
    return toPaymentRequestDto(request, own, 'received', { intervalMs, now: now() });
  }

  /** Locks an item the caller may act on as `role`, still pending; 404 / 409 otherwise. */
  async function lockPending(tx: Executor, userId: string, itemId: string, role: 'payer' | 'requester') {
    const item = await repository.lockItem(tx, itemId);
    const mine = item && (role === 'payer' ? item.payerId : item.requesterId) === userId;
    if (!item || !mine) throw splitErrors.requestNotFound();
    if (item.status !== 'pending') throw splitErrors.notPending(item.status, role);
    return item;
  }

  async function tagOf(tx: Executor, userId: string) {
    return (await deps.users.findById(tx, userId))!.tag;
  }

  async function settle(
    tx: Executor,
    item: LockedItem,
    status: 'declined' | 'cancelled',
    note: { userId: string; title: string; body: string },
  ) {
    await repository.updateItem(tx, item.id, { status });
    const { events } = await notifications.create(tx, [{ ...note, category: 'transaction' }]);
    await publishLive(tx, [...events, ...update([item.payerId, item.requesterId], item, status)]);
  }

  return {
    view: (userId: string, requestId: string) => view(db, userId, requestId),

    async create(userId: string, body: CreatePaymentRequestBody, idempotencyKey: string | undefined, hash: string) {
      const info = assetInfo(body.asset_symbol);
      const total = parseAmountFor(info.symbol, body.total_amount);
      const shares = sharesFor(body.method, body.recipients, total, info);
      return deps.idempotency.run(userId, idempotencyKey, hash, async (tx) => {
        const tags = body.recipients.map((r) => r.tag);
        const recipients = await resolveRecipients(repository, tx, userId, tags, info.symbol);
        const requester = await tagOf(tx, userId);
        const request = await repository.insertRequest(tx, {
          requesterId: userId,
          asset: info.symbol,
          totalAmount: total.toString(),
          method: body.method,
          note: body.note,
        });
        const items = await repository.insertItems(
          tx,
          recipients.map((r, i) => ({
            requestId: request.id,
            payerId: r.userId,
            position: i,
            amount: shares[i]!.toString(),
          })),
        );
        const { events } = await notifications.create(
          tx,
          items.map((item) => ({
            userId: item.payerId,
            title: 'Payment request',
            body: `@${requester} asked you for ${money(item.amount, info.symbol)}${about(body.note)}.`,
            category: 'transaction' as const,
          })),
        );
        await publishLive(tx, [...events, ...items.flatMap((item) => update([item.payerId, userId], item, 'pending'))]);
        return view(tx, userId, request.id);
      });
    },

    async list(userId: string, query: PaymentRequestsQuery): Promise<PaymentRequest[]> {
      const found = await repository.listFor(db, userId, query);
      const ids = found.map((f) => f.id);
      const [requests, items] = await Promise.all([repository.requests(db, ids), repository.itemsOf(db, ids)]);
      const byId = new Map(requests.map((r) => [r.id, r]));
      const at = now();
      return found.map(({ id, direction }) => {
        const mine = items.filter((i) => i.requestId === id && (direction === 'sent' || i.payerId === userId));
        return toPaymentRequestDto(byId.get(id)!, mine, direction, { intervalMs, now: at });
      });
    },

    /** Pays one share: a transfer from the payer to the requester, made at most once per item. */
    async pay(userId: string, itemId: string, idempotencyKey: string | undefined, hash: string) {
      const rates = await deps.prices.current();
      return deps.idempotency.run(userId, idempotencyKey, hash, async (tx) => {
        const item = await lockPending(tx, userId, itemId, 'payer');
        const asset = assetInfo(item.asset);
        const amount = BigInt(item.amount);
        const [payerWallet, requesterWallet, payer, requester] = await Promise.all([
          deps.ledgerRepository.walletFor(tx, userId, asset.symbol),
          deps.ledgerRepository.walletFor(tx, item.requesterId, asset.symbol),
          tagOf(tx, userId),
          tagOf(tx, item.requesterId),
        ]);
        const shown = money(amount, asset.symbol);
        const details = { kind: 'payment_request' as const, request_id: item.requestId, note: item.note };
        const activity = {
          status: 'completed' as const,
          asset: asset.symbol,
          amount,
          usdCents: usdCents(amount, asset.decimals, usdRate(rates, asset.symbol)),
          fromAddress: `@${payer}`,
          toAddress: `@${requester}`,
          details,
        };
        const posting = await ledger.post(tx, {
          kind: 'payment_request',
          status: 'completed',
          legs: [
            { accountId: payerWallet!.id, asset: asset.symbol, amount: -amount },
            { accountId: requesterWallet!.id, asset: asset.symbol, amount },
          ],
          activities: [
            { ...activity, userId, type: 'transfer_out', counterpartyUserId: item.requesterId },
            { ...activity, userId: item.requesterId, type: 'transfer_in', counterpartyUserId: userId },
          ],
          notifications: [
            {
              userId,
              title: 'Request paid',
              body: `You paid ${shown} to @${requester}${about(item.note)}.`,
              ownAction: true,
            },
            { userId: item.requesterId, title: 'Request paid', body: `@${payer} paid ${shown}${about(item.note)}.` },
          ],
          metadata: { payment_request_item: item.id },
        });
        await repository.updateItem(tx, item.id, {
          status: 'paid',
          transactionId: posting.transactionId,
          reference: posting.reference,
        });
        await publishLive(tx, update([userId, item.requesterId], item, 'paid'));
        return { data: 'success' as const, txHash: posting.reference };
      });
    },

    async decline(userId: string, itemId: string) {
      return db.transaction(async (tx) => {
        const item = await lockPending(tx, userId, itemId, 'payer');
        await settle(tx, item, 'declined', {
          userId: item.requesterId,
          title: 'Request declined',
          body: `@${await tagOf(tx, userId)} declined your request for ${money(item.amount, item.asset)}${about(item.note)}.`,
        });
        return view(tx, userId, item.requestId);
      });
    },

    async cancelItem(userId: string, itemId: string) {
      return db.transaction(async (tx) => {
        const item = await lockPending(tx, userId, itemId, 'requester');
        await settle(tx, item, 'cancelled', {
          userId: item.payerId,
          title: 'Request cancelled',
          body: `@${await tagOf(tx, userId)} cancelled their request for ${money(item.amount, item.asset)}${about(item.note)}.`,
        });
        return view(tx, userId, item.requestId);
      });
    },

    /** Cancels every share still pending; paid and declined ones stay as they are. */
    async cancel(userId: string, requestId: string) {
      return db.transaction(async (tx) => {
        const request = await repository.request(tx, requestId);
        if (!request || request.requesterId !== userId) throw splitErrors.requestNotFound();
        const pending = await repository.lockPendingItems(tx, requestId);
        if (!pending.length) throw splitErrors.nothingPending();
        for (const p of pending) {
          await settle(tx, { ...p, requesterId: userId, asset: request.asset, note: request.note }, 'cancelled', {
            userId: p.payerId,
            title: 'Request cancelled',
            body: `@${request.requesterTag} cancelled their request for ${money(p.amount, request.asset)}${about(request.note)}.`,
          });
        }
        return view(tx, userId, requestId);
      });
    },

    /** Reminds the payer of a pending share, at most once per interval per share. */
    async remind(userId: string, itemId: string) {
      return db.transaction(async (tx) => {
        const item = await lockPending(tx, userId, itemId, 'requester');
        const at = now();
        const payer = await tagOf(tx, item.payerId);
        if (item.remindedAt && at.getTime() - item.remindedAt.getTime() < intervalMs) {
          const waitMs = item.remindedAt.getTime() + intervalMs - at.getTime();
          throw splitErrors.remindTooSoon(payer, Math.ceil(waitMs / 1000));
        }
        const row = (await repository.itemsOf(tx, [item.requestId])).find((i) => i.id === item.id)!;
        await repository.updateItem(tx, item.id, { remindedAt: at, reminderCount: row.reminderCount + 1 });
        const { events } = await notifications.create(tx, [
          {
            userId: item.payerId,
            title: 'Payment reminder',
            body: `@${await tagOf(tx, userId)} is reminding you about ${money(item.amount, item.asset)}${about(item.note)}.`,
            category: 'transaction',
          },
        ]);
        await publishLive(tx, [...events, ...update([userId], item, 'pending')]);
        return view(tx, userId, item.requestId);
      });
    },
  };
}
export type PaymentRequestsService = ReturnType<typeof createPaymentRequestsService>;
