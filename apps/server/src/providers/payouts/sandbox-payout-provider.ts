import { randomBytes } from 'node:crypto';
import { nigerianBanks, type PayoutProviderName } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payoutSandboxTransfers } from '../../db/schema.js';
import type { PayoutProvider, ProviderTransferStatus, TransferOutcome } from './payout-provider.js';
import { SANDBOX_TIMING, sandboxAccountName, sandboxOutcome } from './sandbox-accounts.js';

/** Milliseconds since the epoch; tests pass one they move by hand. */
export type Clock = () => number;

export interface SandboxOptions {
  name: PayoutProviderName;
  db: Db;
  clock: Clock;
  /** The float the sandbox starts with, in kobo. */
  floatKobo: bigint;
  verifyWebhook: PayoutProvider['verifyWebhook'];
  parseWebhook: PayoutProvider['parseWebhook'];
}

/**
 * The embedded stand-in for a payout provider's sandbox: name enquiry and transfers behave as the
 * issue's test accounts say, transfers take time to settle (an `888` account is reversed after
 * success, as real ones sometimes are), the float goes down with every transfer, and a repeated
 * reference is the same transfer. It keeps its own books in `payout_sandbox_transfers`.
 */
export function createSandboxPayoutProvider(options: SandboxOptions): PayoutProvider {
  const { name, db, clock } = options;

  function statusAt(row: { accountNumber: string; createdAt: Date }): ProviderTransferStatus {
    const elapsed = clock() - row.createdAt.getTime();
    switch (sandboxOutcome(row.accountNumber)) {
      case 'fails':
        return elapsed >= SANDBOX_TIMING.settleMs ? 'failed' : 'pending';
      case 'reversed':
        if (elapsed >= SANDBOX_TIMING.reverseAfterMs) return 'reversed';
        return elapsed >= SANDBOX_TIMING.settleMs ? 'success' : 'pending';
      default:
        return elapsed >= SANDBOX_TIMING.settleMs ? 'success' : 'pending';
    }
  }

  const find = async (reference: string) => {
    const [row] = await db
      .select()
      .from(payoutSandboxTransfers)
      .where(and(eq(payoutSandboxTransfers.provider, name), eq(payoutSandboxTransfers.reference, reference)));
    return row;
  };

  const provider: PayoutProvider = {
    name,
    mode: 'sandbox',
    banks: async () => nigerianBanks.map((b) => ({ code: b.code, name: b.name })),

    async resolveAccount(bankCode, accountNumber) {
      if (sandboxOutcome(accountNumber) === 'not_found') return null;
      return { accountName: sandboxAccountName(bankCode, accountNumber) };
    },

    async transfer(request): Promise<TransferOutcome> {
      const existing = await find(request.reference);
      if (existing)
        return { kind: 'accepted', status: statusAt(existing), providerReference: existing.providerReference };
      if (sandboxOutcome(request.accountNumber) === 'not_found') {
        return { kind: 'refused', reason: 'Could not resolve the account' };
      }
      if ((await provider.balance()) < request.amountKobo) {
        return { kind: 'refused', reason: 'Your balance is not enough to fulfil this request' };
      }
      const providerReference = `${name === 'paystack' ? 'TRF_' : 'FLW-'}${randomBytes(6).toString('hex')}`;
      await db
        .insert(payoutSandboxTransfers)
        .values({
          provider: name,
          reference: request.reference,
          providerReference,
          bankCode: request.bankCode,
          accountNumber: request.accountNumber,
          accountName: request.accountName,
          amount: request.amountKobo.toString(),
          createdAt: new Date(clock()),
        })
        .onConflictDoNothing();
      const row = (await find(request.reference))!;
      return { kind: 'accepted', status: statusAt(row), providerReference: row.providerReference };
    },

    async status(reference) {
      const row = await find(reference);
      return row ? { status: statusAt(row), providerReference: row.providerReference } : null;
    },

    // Money leaves the float when a transfer is accepted and comes back if it fails or is reversed.
    async balance() {
      const rows = await db.select().from(payoutSandboxTransfers).where(eq(payoutSandboxTransfers.provider, name));
      let out = 0n;
      for (const row of rows) {
        const status = statusAt(row);
        if (status === 'pending' || status === 'success') out += BigInt(row.amount);
      }
      return options.floatKobo - out;
    },

    verifyWebhook: options.verifyWebhook,
    parseWebhook: options.parseWebhook,
  };
  return provider;
}
