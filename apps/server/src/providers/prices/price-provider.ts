import type { Executor } from '../../db/client.js';
import type { Rates } from '../../modules/prices/rates.js';

/** Where prices come from. The sandbox reads an admin-editable table; the HTTP one a price feed. */
export interface PriceProvider {
  readonly name: string;
  current(): Promise<Rates>;
  /**
   * The current rates from inside an open transaction (posting hooks): a provider that reads our
   * database must read through it, since the embedded database has one connection.
   */
  currentWithin?(tx: Executor): Promise<Rates>;
  /** Forgets anything cached, so the next `current()` reads fresh prices. */
  invalidate?(): void;
}
