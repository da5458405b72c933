import { formatAmount, formatMoney, usdCents, type AssetSymbol, type CreateSplitRequest } from '@app/contract';
import type { Executor } from '../../db/client.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { assetInfo } from '../assets/catalogue.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { usdRate } from '../prices/rates.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { parseAmountFor } from '../wallet/wallet.service.js';
import { sharesFor } from './shares.js';
import { splitErrors } from './split.errors.js';
import type { SplitRepository } from './split.repository.js';

export interface SplitDeps {
  ledger: LedgerService;
  wallet: WalletService;
  users: UsersRepository;
  repository: SplitRepository;
  idempotency: IdempotencyService;
  prices: Pick<PriceProvider, 'current'>;
}

/**
 * The users behind `tags` with their wallets for `asset`, in the order given. Unknown tags are a
 * 422 that names every one of them; the caller's own tag is refused too.
 */
export async function resolveRecipients(
  repository: SplitRepository,
  tx: Executor,
  callerId: string,
  tags: string[],
  asset: string,
) {
  const found = await repository.recipientsByTags(tx, tags, asset);
  const byTag = new Map(found.map((f) => [f.tag.toLowerCase(), f]));
  const unknown = tags.filter((t) => !byTag.has(t.toLowerCase()));
  if (unknown.length) throw splitErrors.unknownTags(unknown);
  const recipients = tags.map((t) => byTag.get(t.toLowerCase())!);
  if (recipients.some((r) => r.userId === callerId)) throw splitErrors.includesSelf();
  return recipients;
}

/**
 * Sending a split: one ledger posting that debits the sender once and credits each recipient
 * their share, so it all happens or none of it does. Splits carry no fee (the spec shows none).
 */
export function createSplitService(deps: SplitDeps) {
  const { ledger, repository } = deps;

  return {
    async send(userId: string, req: CreateSplitRequest, idempotencyKey: string | undefined, hash: string) {
      const own = await deps.wallet.ownWallet(userId, req.balance_id);
      const asset = own.asset as AssetSymbol;
      const info = assetInfo(asset);
      const total = parseAmountFor(asset, req.total_amount);
      const shares = sharesFor(req.method, req.recipients, total, info);
      const rate = usdRate(await deps.prices.current(), asset);

      return deps.idempotency.run(userId, idempotencyKey, hash, async (tx) => {
        const tags = req.recipients.map((r) => r.tag);
        const recipients = await resolveRecipients(repository, tx, userId, tags, asset);
        const sender = (await deps.users.findById(tx, userId))!;
        const lines = recipients.map((r, i) => ({ ...r, amount: shares[i]! }));
        const shown = formatMoney(total, info);
        const names = lines.map((l) => `@${l.tag}`).join(', ');

        const posting = await ledger.post(tx, {
          kind: 'split',
          status: 'completed',
          legs: [
            { accountId: own.id, asset, amount: -total },
            ...lines.map((l) => ({ accountId: l.walletId, asset, amount: l.amount })),
          ],
          activities: [
            {
              userId,
              type: 'split',
              status: 'completed',
              asset,
              amount: total,
              usdCents: usdCents(total, info.decimals, rate),
              fromAddress: `@${sender.tag}`,
              toAddress: names,
              details: {
                kind: 'split',
                method: req.method,
                recipients: lines.map((l) => ({ tag: l.tag, amount: formatAmount(l.amount, info.decimals) })),
              },
            },
            ...lines.map((l) => ({
              userId: l.userId,
              type: 'transfer_in' as const,
              status: 'completed' as const,
              asset,
              amount: l.amount,
              usdCents: usdCents(l.amount, info.decimals, rate),
              counterpartyUserId: userId,
              fromAddress: `@${sender.tag}`,
              toAddress: `@${l.tag}`,
            })),
          ],
          notifications: [
            { userId, title: 'Split payment sent', body: `You split ${shown} between ${names}.`, ownAction: true },
            ...lines.map((l) => ({
              userId: l.userId,
              title: 'Money received',
              body: `You received ${formatMoney(l.amount, info)} from @${sender.tag} (your share of a ${shown} split).`,
            })),
          ],
          metadata: { method: req.method, recipients: lines.length },
        });
        return {
          data: 'success' as const,
          txHash: posting.reference,
          recipients: lines.map((l) => ({ tag: l.tag, amount: formatAmount(l.amount, info.decimals) })),
        };
      });
    },
  };
}
export type SplitService = ReturnType<typeof createSplitService>;
