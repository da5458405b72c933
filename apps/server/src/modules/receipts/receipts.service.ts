import { formatLagosDateTime } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { toRate, centsToKobo } from '../prices/rates.js';
import { fiat } from '../wallet/wallet.dto.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { receiptView } from './receipt-view.js';
import { receiptsErrors } from './receipts.errors.js';
import type { ReceiptsRepository } from './receipts.repository.js';

export interface ReceiptsDeps {
  db: Db;
  /** Reads the caller's own transaction (404 for anyone else's). */
  wallet: Pick<WalletService, 'transaction'>;
  prices: Pick<PriceProvider, 'current' | 'name'>;
  repository: ReceiptsRepository;
  now?: () => Date;
}

/** PDF receipts of completed transactions (issue 15). */
export function createReceiptsService(deps: ReceiptsDeps) {
  const { db, wallet, prices, repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** Naira value when it happened: naira is itself; anything else its recorded USD value at that day's USD/NGN rate. */
  async function ngnValueAt(symbol: string, amount: string, usdValue: string, at: Date): Promise<string> {
    if (symbol === 'NGN') return amount;
    const recorded = await repository.ngnPerUsdAt(db, at, prices.name);
    const ngnPerUsd = recorded ? toRate(recorded) : (await prices.current()).ngnPerUsd;
    const cents = BigInt(usdValue.replace('.', ''));
    return fiat(centsToKobo(cents, ngnPerUsd));
  }

  return {
    async receipt(userId: string, id: string): Promise<{ fileName: string; pdf: Buffer }> {
      const tx = await wallet.transaction(userId, id);
      if (tx.status !== 'completed') throw receiptsErrors.notCompleted(tx.status);
      const ngnValue = await ngnValueAt(tx.token_symbol, tx.amount, tx.usd_value, new Date(tx.timestamp));
      const pdf = await renderReceiptPdf(receiptView(tx, ngnValue), {
        receiptId: tx.id,
        generatedAt: formatLagosDateTime(now()),
      });
      const safeRef = tx.tx_hash.replace(/[^A-Za-z0-9]/g, '').slice(0, 24);
      return { fileName: `naijawallet-receipt-${safeRef}.pdf`, pdf };
    },
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
