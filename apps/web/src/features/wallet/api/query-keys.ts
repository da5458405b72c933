import type { TransactionsQuery } from '@app/contract';

export type TransactionFilters = Pick<TransactionsQuery, 'type' | 'status' | 'asset'>;

/** Every wallet query lives under 'wallet' so one live event can refresh the lot. */
export const walletKeys = {
  all: ['wallet'] as const,
  balances: ['wallet', 'balances'] as const,
  summary: ['wallet', 'dashboard-summary'] as const,
  transactions: ['wallet', 'transactions'] as const,
  recentTransactions: (limit: number) => ['wallet', 'transactions', 'recent', limit] as const,
  transaction: (id: string) => ['wallet', 'transactions', 'one', id] as const,
  transactionPages: (filters: TransactionFilters) => ['wallet', 'transactions', 'pages', filters] as const,
  feeQuote: (balanceId: string, amount: string, mode: string) => ['wallet', 'fees', balanceId, amount, mode] as const,
  banks: ['wallet', 'banks'] as const,
  accountName: (bankCode: string, accountNumber: string) =>
    ['wallet', 'account-name', bankCode, accountNumber] as const,
  payouts: ['wallet', 'payouts'] as const,
  beneficiaries: ['wallet', 'beneficiaries'] as const,
};
