import type { Executor } from '../db/client.js';

/**
 * Things that happened, told by the feature that made them happen, to whoever listens (email
 * today). Listeners run inside the transaction that records the event, so what they write (an
 * outbox row) commits or rolls back with it. Amounts are base units.
 */
export type DomainEvent =
  | {
      type: 'signed_in';
      userId: string;
      sessionId: string;
      /** The device is one this account never signed in from before (see `auth/device.ts`). */
      newDevice: boolean;
      device: string;
      ip: string;
      at: Date;
    }
  | {
      type: 'bill_paid';
      userId: string;
      paymentId: string;
      activityId: string;
      reference: string;
      providerName: string;
      accountNumber: string;
      customerName: string | null;
      amount: bigint;
      fee: bigint;
      token: string | null;
      units: string | null;
    }
  | {
      type: 'payout_completed' | 'payout_reversed';
      userId: string;
      payoutId: string;
      reference: string;
      asset: string;
      /** What the user paid in their asset, amount and fee (what a reversal gives back). */
      paid: bigint;
      ngnAmount: bigint;
      bankName: string;
      accountName: string;
      accountNumber: string;
    }
  | {
      type: 'kyc_decided';
      userId: string;
      submissionId: string;
      status: 'verified' | 'rejected';
      reason: string | null;
    };

export type DomainEventType = DomainEvent['type'];
type Listener<T extends DomainEventType> = (tx: Executor, event: Extract<DomainEvent, { type: T }>) => Promise<void>;

export function createDomainEvents() {
  const listeners = new Map<DomainEventType, Listener<DomainEventType>[]>();
  return {
    on<T extends DomainEventType>(type: T, listener: Listener<T>): void {
      listeners.set(type, [...(listeners.get(type) ?? []), listener as unknown as Listener<DomainEventType>]);
    },
    /** Runs every listener of the event in the caller's transaction, in the order they were added. */
    async emit(tx: Executor, event: DomainEvent): Promise<void> {
      for (const listener of listeners.get(event.type) ?? []) await listener(tx, event as never);
    },
  };
}
export type DomainEvents = ReturnType<typeof createDomainEvents>;
/** What a feature needs to tell its events. */
export type EmitEvent = DomainEvents['emit'];
