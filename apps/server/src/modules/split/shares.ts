import {
  equalShares,
  formatMoney,
  percentageShares,
  percentToHundredths,
  splitMessages,
  type SplitMethod,
} from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { AssetInfo } from '../assets/catalogue.js';
import { parseAmountFor } from '../wallet/wallet.service.js';
import { splitErrors } from './split.errors.js';

export interface ShareInput {
  tag: string;
  percentage?: number | undefined;
  amount?: string | undefined;
}

/**
 * Each recipient's share of `total` in base units, in the order given: equal and percentage
 * splits by the contract's remainder rule (`allocate`: largest remainder, ties to the earlier
 * row), custom splits as typed, which must add up to the total exactly. The request schema has
 * already checked percentages (2 decimals, sum 100 ± 0.01) and that each row has what it needs.
 */
export function sharesFor(method: SplitMethod, recipients: ShareInput[], total: bigint, asset: AssetInfo): bigint[] {
  let shares: bigint[];
  if (method === 'equal') shares = equalShares(total, recipients.length);
  else if (method === 'percentage')
    shares = percentageShares(
      total,
      recipients.map((r) => percentToHundredths(r.percentage!)!),
    );
  else {
    shares = recipients.map((r, i) => {
      try {
        return parseAmountFor(asset.symbol, r.amount!);
      } catch (error) {
        throw error instanceof AppError ? splitErrors.badRecipientAmount(i, error.message) : error;
      }
    });
    const assigned = shares.reduce((a, s) => a + s, 0n);
    if (assigned !== total) {
      throw splitErrors.customSum(
        `${splitMessages.customSum}: ${formatMoney(assigned, asset)} of ${formatMoney(total, asset)} assigned`,
      );
    }
  }
  const empty = recipients.filter((_, i) => shares[i] === 0n).map((r) => r.tag);
  if (empty.length) throw splitErrors.zeroShare(empty);
  return shares;
}
