import { BILL_SERVICE_FEE_KOBO, formatAmount, parseAmount, type BillProvider } from '@app/contract';
import { formatNgn } from '../../../lib/format';

/** Kobo of a typed naira amount ('5,000.5' → 500050), or null while it is not a positive amount. */
export function toKobo(input: string): bigint | null {
  const parsed = parseAmount(input.trim().replace(/,/g, ''), 2);
  return parsed.ok ? parsed.value : null;
}

export const naira = (kobo: bigint) => formatNgn(formatAmount(kobo, 2, 2));

/** What the summary shows: the amount, the ₦50 service fee and their total, all exact. */
export function billTotals(amountKobo: bigint) {
  return { amount: amountKobo, fee: BILL_SERVICE_FEE_KOBO, total: amountKobo + BILL_SERVICE_FEE_KOBO };
}

/** The provider's limits, as the server words them when refused; null when the amount fits. */
export function limitProblem(amountKobo: bigint, provider: BillProvider): string | null {
  const min = toKobo(provider.min_amount) ?? 0n;
  const max = toKobo(provider.max_amount) ?? 0n;
  if (amountKobo < min || amountKobo > max) {
    return `Amount must be between ${naira(min)} and ${naira(max)} for ${provider.name}`;
  }
  return null;
}
