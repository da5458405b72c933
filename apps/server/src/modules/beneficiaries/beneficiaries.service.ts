import { bankNameOf, type Beneficiary, type BeneficiaryKind, type createBeneficiaryRequest } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ChainId } from '../assets/catalogue.js';
import { normaliseRecipient } from '../chains/address.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { UsersRepository } from '../users/users.repository.js';
import { beneficiaryErrors } from './beneficiaries.errors.js';
import type { BeneficiariesRepository, BeneficiaryRow, BeneficiaryValues } from './beneficiaries.repository.js';
import { rateLimited } from '../../http/app-error.js';

export type CreateBeneficiaryInput = z.output<typeof createBeneficiaryRequest>;

export interface BeneficiariesDeps {
  db: Db;
  repository: BeneficiariesRepository;
  users: Pick<UsersRepository, 'findByTag'>;
  /** Name enquiry at the bank (the payout providers'); throws a 422 for an account that does not exist. */
  resolveAccount: (bankCode: string, accountNumber: string) => Promise<{ account_name: string }>;
  rateLimiter: RateLimiter;
}

/** Saving looks recipients up (tags, bank accounts): as many as a person saves, too few to walk them. */
const SAVE_WINDOW_SECONDS = 60;
const SAVE_MAX_PER_WINDOW = 30;

export function toBeneficiaryDto(r: BeneficiaryRow): Beneficiary {
  return {
    id: r.id,
    kind: r.kind,
    label: r.label,
    tag: r.tag,
    chain: r.chain,
    address: r.address,
    bank_code: r.bankCode,
    bank_name: r.bankCode ? (bankNameOf(r.bankCode) ?? null) : null,
    account_number: r.accountNumber,
    account_name: r.accountName,
    last_used_at: r.lastUsedAt.toISOString(),
    created_at: r.createdAt.toISOString(),
  };
}

/** Saved recipients (issue 15): each one checked as a send to it would be, and kept per user. */
export function createBeneficiariesService(deps: BeneficiariesDeps) {
  const { db, repository } = deps;

  async function valuesFor(userId: string, input: CreateBeneficiaryInput): Promise<BeneficiaryValues> {
    const label = input.label ? input.label : null;
    switch (input.kind) {
      case 'tag': {
        const user = await deps.users.findByTag(db, input.tag);
        if (!user) throw beneficiaryErrors.unknownTag(input.tag);
        if (user.id === userId) throw beneficiaryErrors.ownTag();
        return { userId, kind: 'tag', key: `tag:${user.tag.toLowerCase()}`, label, tag: user.tag };
      }
      case 'wallet': {
        const address = normaliseRecipient(input.chain as ChainId, input.address);
        return {
          userId,
          kind: 'wallet',
          key: `wallet:${input.chain}:${address.toLowerCase()}`,
          label,
          chain: input.chain,
          address,
        };
      }
      case 'bank': {
        const { account_name } = await deps.resolveAccount(input.bank_code, input.account_number);
        return {
          userId,
          kind: 'bank',
          key: `bank:${input.bank_code}:${input.account_number}`,
          label,
          bankCode: input.bank_code,
          accountNumber: input.account_number,
          accountName: account_name,
        };
      }
    }
  }

  return {
    async list(userId: string, kind?: BeneficiaryKind): Promise<Beneficiary[]> {
      return (await repository.list(db, userId, kind)).map(toBeneficiaryDto);
    },
    async save(userId: string, input: CreateBeneficiaryInput): Promise<{ beneficiary: Beneficiary; created: boolean }> {
      if (input.kind !== 'wallet') {
        const hits = await deps.rateLimiter.hit(`beneficiary-save:${userId}`, SAVE_WINDOW_SECONDS);
        if (hits.count > SAVE_MAX_PER_WINDOW) {
          throw rateLimited('Too many recipients saved at once. Try again in a minute.', hits.retryAfterSeconds);
        }
      }
      const { row, created } = await repository.upsert(db, await valuesFor(userId, input));
      return { beneficiary: toBeneficiaryDto(row), created };
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(db, userId, id))) throw beneficiaryErrors.notFound();
    },
  };
}
export type BeneficiariesService = ReturnType<typeof createBeneficiariesService>;
