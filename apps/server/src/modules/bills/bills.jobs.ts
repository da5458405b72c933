import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { BillSettlement } from './bill-settlement.js';
import type { BillsRepository } from './bills.repository.js';
import { BILL_REQUERY_QUEUE } from './bills.service.js';

export const BILL_SWEEP_QUEUE = 'bills.sweep';
/** After its retries, a payment still open is looked at again once it has been quiet this long. */
const STALE_SECONDS = 10 * 60;

export class StillPendingError extends Error {
  constructor(paymentId: string) {
    super(`bill payment ${paymentId} is still pending at the biller`);
    this.name = 'StillPendingError';
  }
}

/** One requery: final or unknown payments end the job; a pending one fails it, to be retried. */
export const requeryHandler =
  (settlement: BillSettlement) =>
  async ({ paymentId }: { paymentId: string }): Promise<void> => {
    const status = await settlement.resolve(paymentId);
    if (status === 'pending') throw new StillPendingError(paymentId);
  };

/**
 * The requery job, queued with every payment inside its debit's transaction: it asks the biller
 * until the payment is final, failing while it is pending so pg-boss retries it with exponential
 * backoff (`requerySeconds` × 2ⁿ). A sweeper picks up whatever outlives the retries.
 */
export function defineBillJobs(
  jobs: JobQueue,
  deps: {
    db: Db;
    settlement: BillSettlement;
    repository: BillsRepository;
    requerySeconds: number;
    onError?: (e: unknown) => void;
  },
) {
  jobs.define(BILL_REQUERY_QUEUE, requeryHandler(deps.settlement), {
    retryLimit: 12,
    retryDelaySeconds: deps.requerySeconds,
    expireInSeconds: 120,
    batchSize: 8,
  });
  jobs.every(BILL_SWEEP_QUEUE, 5 * 60, async () => {
    for (const { id } of await deps.repository.stale(deps.db, STALE_SECONDS, 50)) {
      await deps.settlement.resolve(id).catch(deps.onError ?? (() => {}));
    }
  });
}
