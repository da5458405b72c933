import type { AssetSymbol } from '@app/contract';
import type { Leg, LedgerService } from '../ledger/ledger.service.js';
import type { PayoutRow } from './payouts.repository.js';

/** Ledger source of every payout posting; with the payout's reference and a suffix it is unique. */
export const PAYOUT_SOURCE = 'payout';

interface Amounts {
  asset: AssetSymbol;
  amount: bigint;
  fee: bigint;
  kobo: bigint;
}

export const amountsOf = (p: PayoutRow): Amounts => ({
  asset: p.asset as AssetSymbol,
  amount: BigInt(p.amount),
  fee: BigInt(p.fee),
  kobo: BigInt(p.ngnAmount),
});

/**
 * The debit: the user pays amount + fee in their asset. A non-NGN amount is bought by the
 * treasury at the locked rate, which puts the naira into payout clearing; NGN goes there directly.
 */
export function debitLegs(ledger: LedgerService, walletId: string, a: Amounts): Leg[] {
  const legs: Leg[] = [
    { accountId: walletId, asset: a.asset, amount: -(a.amount + a.fee) },
    { accountId: ledger.platformAccount('fees', a.asset), asset: a.asset, amount: a.fee },
  ];
  if (a.asset === 'NGN') {
    legs.push({ accountId: ledger.platformAccount('clearing', 'NGN'), asset: 'NGN', amount: a.amount });
  } else {
    legs.push(
      { accountId: ledger.platformAccount('treasury', a.asset), asset: a.asset, amount: a.amount },
      { accountId: ledger.platformAccount('treasury', 'NGN'), asset: 'NGN', amount: -a.kobo },
      { accountId: ledger.platformAccount('clearing', 'NGN'), asset: 'NGN', amount: a.kobo },
    );
  }
  return legs;
}

/** The provider paid the bank: the naira leaves clearing for the outside world. */
export function settlementLegs(ledger: LedgerService, a: Amounts): Leg[] {
  return [
    { accountId: ledger.platformAccount('clearing', 'NGN'), asset: 'NGN', amount: -a.kobo },
    { accountId: ledger.platformAccount('external', 'NGN'), asset: 'NGN', amount: a.kobo },
  ];
}

/**
 * The refund, in full: the exact debit undone. `from` is where the naira is: still in clearing
 * (failed, rejected), or back from the outside world (reversed after the provider paid).
 */
export function refundLegs(ledger: LedgerService, walletId: string, a: Amounts, from: 'clearing' | 'external'): Leg[] {
  const source = ledger.platformAccount(from, 'NGN');
  const legs: Leg[] = [
    { accountId: walletId, asset: a.asset, amount: a.amount + a.fee },
    { accountId: ledger.platformAccount('fees', a.asset), asset: a.asset, amount: -a.fee },
  ];
  if (a.asset === 'NGN') {
    legs.push({ accountId: source, asset: 'NGN', amount: -a.amount });
  } else {
    legs.push(
      { accountId: ledger.platformAccount('treasury', a.asset), asset: a.asset, amount: -a.amount },
      { accountId: ledger.platformAccount('treasury', 'NGN'), asset: 'NGN', amount: a.kobo },
      { accountId: source, asset: 'NGN', amount: -a.kobo },
    );
  }
  return legs;
}
