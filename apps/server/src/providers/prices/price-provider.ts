import type { Rates } from '../../modules/prices/rates.js';

/** Where prices come from. The sandbox reads an admin-editable table; the HTTP one a price feed. */
export interface PriceProvider {
  readonly name: string;
  current(): Promise<Rates>;
  /** Forgets anything cached, so the next `current()` reads fresh prices. */
  invalidate?(): void;
}
