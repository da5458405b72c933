import type { PayoutProviderName } from '@app/contract';
import {
  ProviderUnavailableError,
  type PayoutProvider,
  type TransferOutcome,
  type TransferRequest,
} from '../../providers/payouts/payout-provider.js';
import { payoutErrors } from './payouts.errors.js';

const BANK_LIST_TTL_MS = 60 * 60 * 1000;

/**
 * Which provider does what. Name enquiries go to the primary and, only when it is down, to the
 * other. A transfer goes to exactly one provider; the payout processor decides which (the primary,
 * or the other only after the primary refused or was down before accepting).
 */
export function createPayoutRouter(providers: PayoutProvider[], primary: PayoutProviderName) {
  const ordered = [...providers].sort((a, b) => Number(b.name === primary) - Number(a.name === primary));
  const byName = new Map(ordered.map((p) => [p.name, p]));
  const bankLists = new Map<PayoutProviderName, { codes: Set<string>; at: number }>();

  /** Whether a provider pays into this bank (its bank list, cached); assumed yes if the list can't be read. */
  async function supportsBank(provider: PayoutProvider, bankCode: string): Promise<boolean> {
    let cached = bankLists.get(provider.name);
    if (!cached || Date.now() - cached.at > BANK_LIST_TTL_MS) {
      try {
        cached = { codes: new Set((await provider.banks()).map((b) => b.code)), at: Date.now() };
        bankLists.set(provider.name, cached);
      } catch {
        return true;
      }
    }
    return cached.codes.has(bankCode);
  }

  return {
    providers: ordered,
    get(name: PayoutProviderName): PayoutProvider {
      const provider = byName.get(name);
      if (!provider) throw new Error(`payout provider ${name} not configured`);
      return provider;
    },

    /** The next provider to try, skipping those that refused or were down for this payout. */
    next(excluded: readonly string[]): PayoutProviderName | undefined {
      return ordered.find((p) => !excluded.includes(p.name))?.name;
    },

    /** Name enquiry: an answer from the first provider that can give one. */
    async resolve(bankCode: string, accountNumber: string): Promise<string> {
      for (const provider of ordered) {
        try {
          const found = await provider.resolveAccount(bankCode, accountNumber);
          if (!found) throw payoutErrors.accountNotFound();
          return found.accountName;
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
        }
      }
      throw payoutErrors.enquiryUnavailable();
    },

    /** One transfer attempt at one provider; a bank it does not serve counts as a refusal. */
    async transfer(name: PayoutProviderName, request: TransferRequest): Promise<TransferOutcome> {
      const provider = this.get(name);
      if (!(await supportsBank(provider, request.bankCode))) {
        return { kind: 'refused', reason: `${name} does not pay into bank ${request.bankCode}` };
      }
      return provider.transfer(request);
    },
  };
}
export type PayoutRouter = ReturnType<typeof createPayoutRouter>;
