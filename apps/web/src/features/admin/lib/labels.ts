import type { KycStatus, PayoutStatus } from '@app/contract';
import type { BadgeTone } from '../components/shared/badge';

export const kycLabels: Record<KycStatus, { label: string; tone: BadgeTone }> = {
  verified: { label: 'Verified', tone: 'green' },
  pending: { label: 'Pending', tone: 'amber' },
  none: { label: 'No KYC', tone: 'gray' },
  rejected: { label: 'Rejected', tone: 'red' },
};

export const payoutLabels: Record<PayoutStatus, { label: string; tone: BadgeTone }> = {
  requires_approval: { label: 'Needs approval', tone: 'amber' },
  pending: { label: 'Pending', tone: 'amber' },
  processing: { label: 'Processing', tone: 'sky' },
  completed: { label: 'Completed', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  reversed: { label: 'Reversed', tone: 'red' },
};

export const providerLabel = (p: string | null) =>
  p === 'paystack' ? 'Paystack' : p === 'flutterwave' ? 'Flutterwave' : 'Not sent yet';

/** `0x12ab…cd34` */
export const shortAddress = (a: string | null) => (a && a.length > 12 ? `${a.slice(0, 6)}…${a.slice(-4)}` : (a ?? '—'));
