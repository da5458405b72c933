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
