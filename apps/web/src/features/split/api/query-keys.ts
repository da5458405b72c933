import type { PaymentRequestsQuery } from '@app/contract';

/** Every split query lives under 'split', so one live event can refresh the lot. */
export const splitKeys = {
  all: ['split'] as const,
  balances: ['split', 'balances'] as const,
  requests: ['split', 'requests'] as const,
  requestList: (query: Partial<PaymentRequestsQuery>) => ['split', 'requests', 'list', query] as const,
  request: (id: string) => ['split', 'requests', 'one', id] as const,
  tag: (tag: string) => ['split', 'tag', tag.toLowerCase()] as const,
};
