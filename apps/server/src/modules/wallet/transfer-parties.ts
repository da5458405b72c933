import { TAG_PATTERN } from '@app/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';

type Parties = NonNullable<Awaited<ReturnType<LedgerRepository['tagTransferParties']>>>;
type Wallet = { wallet: Parties['wallet']; ownerTag: string };
type Receiver = NonNullable<Parties['receiver']>;
/** Per LRU: a few MB at most. */
const MAX_ENTRIES = 50_000;

/**
 * Who a send to a tag is between: the sender's wallet (its owner, asset and the owner's tag) and
 * the receiver's wallet of that asset. These facts never change once they exist: a wallet keeps
 * its owner and asset, a user keeps their tag and their wallets (nothing in the app renames a tag,
 * moves a wallet or deletes a user). So a process keeps what it has read (ADR 034) and a send to a
 * recipient it has seen costs no read before the posting. What may still change is never kept:
 * an unknown tag (someone may take it), a wallet that is not a user's. Balances, freezes and limits
 * are not facts of this kind; the posting checks them under its locks.
 */
export function createTransferParties(deps: {
  db: Db;
  ledgerRepository: Pick<LedgerRepository, 'tagTransferParties'>;
}) {
  const wallets = new LRUCache<string, Wallet>({ max: MAX_ENTRIES });
  const receivers = new LRUCache<string, Receiver>({ max: MAX_ENTRIES });
  // Only tags of the form every tag has are cached, so the key's lower case is the database's.
  const receiverKey = (asset: string, tag: string) => (TAG_PATTERN.test(tag) ? `${asset}:${tag.toLowerCase()}` : null);

  return {
    /** The parties of a send from `walletId` to `receiverTag`; undefined when the wallet does not exist. */
    async resolve(walletId: string, receiverTag: string): Promise<Parties | undefined> {
      const sender = wallets.get(walletId);
      const key = sender && receiverKey(sender.wallet.asset, receiverTag);
      const receiver = key ? receivers.get(key) : undefined;
      if (sender && receiver) return { wallet: sender.wallet, senderTag: sender.ownerTag, receiver };

      const parties = await deps.ledgerRepository.tagTransferParties(deps.db, walletId, receiverTag);
      if (!parties) return undefined;
      const owned = parties.wallet.kind === 'user_wallet' && parties.wallet.userId && parties.senderTag;
      if (owned) wallets.set(walletId, { wallet: parties.wallet, ownerTag: parties.senderTag! });
      const found = parties.receiver && receiverKey(parties.wallet.asset, receiverTag);
      if (found) receivers.set(found, parties.receiver!);
      return parties;
    },
  };
}
