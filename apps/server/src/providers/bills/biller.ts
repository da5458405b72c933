import type { BillCategory } from '@app/contract';

/** One biller (a service at the aggregator), with its amount limits in kobo. */
export interface BillerService {
  /** The aggregator's service id, e.g. `ikeja-electric`. */
  id: string;
  name: string;
  category: BillCategory;
  minKobo: bigint;
  maxKobo: bigint;
  /** Electricity: prepaid / postpaid (no price); cable TV: bouquets with fixed prices. */
  variations: { code: string; name: string; amountKobo: bigint | null }[];
}

export interface VerifyInput {
  serviceId: string;
  accountNumber: string;
  /** Electricity: `prepaid` or `postpaid`. */
  variationCode?: string;
}

export interface VerifiedCustomer {
  customerName: string;
  address: string | null;
  meterType: 'prepaid' | 'postpaid' | null;
  minPurchaseKobo: bigint | null;
  currentBouquet: string | null;
  dueDate: string | null;
  renewalKobo: bigint | null;
}

export type VerifyResult = { found: true; customer: VerifiedCustomer } | { found: false; message: string };

export interface PayInput {
  /** Ours, unique per payment; the aggregator refuses one it has seen (VTpass code 014). */
  requestId: string;
  serviceId: string;
  accountNumber: string;
  variationCode: string | null;
  amountKobo: bigint;
}

/**
 * What the aggregator says about a transaction. `pending` also covers every unclear answer (a
 * timeout, an error page, an unknown code): it is requeried, never refunded blindly. `failed` is
 * only a final failure (VTpass 016 failed, 091 not processed, a reversal, 019 refused as a likely
 * duplicate). `not_found` comes only from a requery: the aggregator never received that request id.
 */
export type BillerResult =
  | { status: 'delivered'; providerReference: string | null; token: string | null; units: string | null }
  | { status: 'pending'; providerReference: string | null; detail: string | null }
  | { status: 'failed'; providerReference: string | null; reason: string }
  | { status: 'not_found' };

/**
 * A bill aggregator (VTpass-style): catalogue, customer verification, payment by our request id,
 * and requery by the same id. The sandbox is the embedded default; `vtpass` talks HTTP.
 */
export interface Biller {
  readonly name: string;
  catalogue(): Promise<BillerService[]>;
  verify(input: VerifyInput): Promise<VerifyResult>;
  pay(input: PayInput): Promise<BillerResult>;
  requery(requestId: string): Promise<BillerResult>;
}
