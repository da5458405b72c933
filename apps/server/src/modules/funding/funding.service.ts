import { formatMoney, usdCents, type AssetSymbol } from '@app/contract';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../db/pg-errors.js';
import { AppError } from '../../http/app-error.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { assetInfo } from '../assets/catalogue.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { usdRate } from '../prices/rates.js';
import type { UsersRepository } from '../users/users.repository.js';

export interface InboundCredit {
  /** Who reported the money, e.g. 'sandbox-funding' or 'evm:base'. Unique together with `reference`. */
  source: string;
  reference: string;
  /** Shown to the user as the transaction reference (the chain hash); defaults to `reference`. */
  displayReference?: string;
  userId: string;
  asset: AssetSymbol;
  amount: bigint;
  fromAddress?: string | null;
  toAddress?: string | null;
  chain?: string | null;
}

export interface CreditResult {
  credited: boolean;
  transactionId: string;
  activityIds: string[];
}

export interface FundingDeps {
  db: Db;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  users: UsersRepository;
  prices: PriceProvider;
}

/**
 * Credits money that arrived from outside (a funding provider's webhook, a chain deposit),
 * exactly once per (source, reference): a repeat is recognised and changes nothing.
 */
export function createFundingService({ db, ledger, ledgerRepository, users, prices }: FundingDeps) {
  return {
    async creditInbound(credit: InboundCredit): Promise<CreditResult> {
      const existing = await ledgerRepository.findTransaction(db, credit.source, credit.reference);
      if (existing) return { credited: false, transactionId: existing.id, activityIds: [] };
      const info = assetInfo(credit.asset);
      const rates = await prices.current();
      try {
        return await db.transaction(async (tx) => {
          const wallet = await ledgerRepository.walletFor(tx, credit.userId, credit.asset);
          const user = await users.findById(tx, credit.userId);
          if (!wallet || !user) throw new AppError('NOT_FOUND', 'Wallet not found');
          const external = ledger.platformAccount('external', credit.asset);
          const shown = formatMoney(credit.amount, info);
          const result = await ledger.post(tx, {
            kind: 'deposit',
            source: credit.source,
            reference: credit.reference,
            activityReference: credit.displayReference,
            status: 'completed',
            legs: [
              { accountId: external, asset: credit.asset, amount: -credit.amount },
              { accountId: wallet.id, asset: credit.asset, amount: credit.amount },
            ],
            activities: [
              {
                userId: credit.userId,
                type: 'deposit',
                status: 'completed',
                asset: credit.asset,
                amount: credit.amount,
                usdCents: usdCents(credit.amount, info.decimals, usdRate(rates, credit.asset)),
                fromAddress: credit.fromAddress ?? null,
                toAddress: credit.toAddress ?? wallet.address ?? `@${user.tag}`,
                chain: credit.chain ?? null,
              },
            ],
            notifications: [
              { userId: credit.userId, title: 'Deposit received', body: `${shown} has been added to your wallet.` },
            ],
            metadata: { source: credit.source },
          });
          return { credited: true, transactionId: result.transactionId, activityIds: result.activityIds };
        });
      } catch (error) {
        // The same reference delivered twice at once: the unique index lets one through.
        if (uniqueViolation(error) !== undefined) {
          const row = await ledgerRepository.findTransaction(db, credit.source, credit.reference);
          if (row) return { credited: false, transactionId: row.id, activityIds: [] };
        }
        throw error;
      }
    },
  };
}
export type FundingService = ReturnType<typeof createFundingService>;
