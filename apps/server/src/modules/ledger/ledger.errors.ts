import { AppError } from '../../http/app-error.js';

export const ledgerErrors = {
  insufficientBalance: () => new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance'),
};

/** A posting that does not balance is a bug in the calling feature, never a user error. */
export class UnbalancedPostingError extends Error {
  constructor(asset: string, sum: bigint) {
    super(`posting does not balance in ${asset}: off by ${sum}`);
  }
}

/** SQLSTATE raised by `ledger_refuse(code, detail)` in a posting hook's check (migration 0013). */
const REFUSED = 'WL001';

/** The refusal a posting's write statement raised, if that is what `error` (or its cause) is. */
export function refusalOf(error: unknown): { code: string; detail: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; message?: string; detail?: string };
    if (pgError.code === REFUSED) return { code: pgError.message ?? '', detail: pgError.detail ?? '' };
  }
  return undefined;
}
