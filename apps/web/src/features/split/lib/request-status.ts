import type { PaymentRequestItemStatus } from '@app/contract';
import type { BadgeTone } from '../../../components/ui/badge';

export const itemTone: Record<PaymentRequestItemStatus, BadgeTone> = {
  pending: 'amber',
  paid: 'green',
  declined: 'red',
  cancelled: 'gray',
};

export const itemLabel: Record<PaymentRequestItemStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  declined: 'Declined',
  cancelled: 'Cancelled',
};
