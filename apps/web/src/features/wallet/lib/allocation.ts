import type { Balance } from '@app/contract';

export interface AllocationEntry {
  balance: Balance;
  /** Share of the portfolio's USD value, 0-100. */
  percent: number;
}

/** Shares of USD value, largest first. Display only, so a JS number is fine here. */
export function allocation(balances: readonly Balance[]): AllocationEntry[] {
  const total = balances.reduce((sum, b) => sum + Number(b.usd_value), 0);
  return balances
    .map((balance) => ({ balance, percent: total > 0 ? (Number(balance.usd_value) / total) * 100 : 0 }))
    .sort((a, b) => b.percent - a.percent);
}

export function hasBalance(balance: Balance): boolean {
  return /[1-9]/.test(balance.amount);
}

/** The token (not naira) worth most, which the dashboard's Swap link starts from; undefined with none. */
export function largestToken(balances: readonly Balance[] | undefined): string | undefined {
  const tokens = (balances ?? []).filter((b) => b.token_symbol !== 'NGN' && hasBalance(b));
  return allocation(tokens)[0]?.balance.token_symbol;
}
