/** Every bills query lives under 'bills', so one live event can refresh the lot. */
export const billKeys = {
  all: ['bills'] as const,
  catalog: ['bills', 'catalog'] as const,
  ngnBalance: ['bills', 'ngn-balance'] as const,
  payments: ['bills', 'payments'] as const,
  payment: (id: string) => ['bills', 'payments', 'one', id] as const,
  verify: (provider: string, accountNumber: string, variation: string) =>
    ['bills', 'verify', provider, accountNumber, variation] as const,
};
