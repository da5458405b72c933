import type { Bank, PayoutProviderName } from '@app/contract';

/** A transfer's state at the provider, in our words (each provider names them its own way). */
export type ProviderTransferStatus = 'pending' | 'success' | 'failed' | 'reversed';

export interface TransferRequest {
  /** Our reference: the provider's idempotency key; a retry with it never pays twice. */
  reference: string;
  amountKobo: bigint;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  narration: string;
}

/**
 * What became of a transfer request.
 * - `accepted`: the provider has it (its status may already be final).
 * - `refused`: turned down before being accepted (validation, no balance, unsupported bank, bad
 *   key): nothing will be paid, so another provider may be tried.
 * - `down`: the provider could not be reached at all (no connection made, or it said it is
 *   unavailable): nothing was accepted, so another provider may be tried.
 * - `unknown`: the request may have been accepted (a timeout, a dropped connection, a 500): only
 *   this provider may be asked again, by reference.
 */
export type TransferOutcome =
  | { kind: 'accepted'; status: ProviderTransferStatus; providerReference: string | null }
  | { kind: 'refused'; reason: string }
  | { kind: 'down'; reason: string }
  | { kind: 'unknown'; reason: string };

/** A provider's webhook, read: which transfer, and what it became. */
export interface WebhookEvent {
  reference: string;
  status: ProviderTransferStatus | null;
  /** Unique per event and transfer: the same delivery twice has the same key. */
  eventKey: string;
}

/** The provider could not answer (down, timed out, or an error on its side). */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: PayoutProviderName,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * A Nigerian bank-transfer API (Paystack- or Flutterwave-style): bank list, name enquiry,
 * transfer with our reference, status by query and by signed webhook, and the float balance.
 */
export interface PayoutProvider {
  name: PayoutProviderName;
  /** `sandbox` (the embedded stand-in) or `http`. */
  mode: 'sandbox' | 'http';
  banks(): Promise<Bank[]>;
  /** The account holder's name; null when the provider says there is no such account. */
  resolveAccount(bankCode: string, accountNumber: string): Promise<{ accountName: string } | null>;
  transfer(request: TransferRequest): Promise<TransferOutcome>;
  /** The transfer's current state; null when the provider has no transfer with this reference. */
  status(reference: string): Promise<{ status: ProviderTransferStatus; providerReference: string | null } | null>;
  /** The NGN float available for transfers, in kobo. */
  balance(): Promise<bigint>;
  /** True when the headers carry a valid signature of exactly these raw bytes. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): boolean;
  /** The transfer event in a verified webhook body; null for events that are not about transfers. */
  parseWebhook(body: {
    event: string;
    data: Record<string, unknown> & { reference: string; status?: string };
  }): WebhookEvent | null;
}
