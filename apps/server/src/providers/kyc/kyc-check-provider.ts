import type { KycCheckResult } from '@app/contract';

export interface KycCheckInput {
  fullName: string;
  phoneNumber: string;
  bvn: string | null;
  nin?: string | null;
}

/**
 * Identity lookups run on every KYC submission (BVN/NIN registries via an aggregator such as
 * Dojah, Smile ID or Prembly). The result goes to the reviewer; a provider never approves.
 */
export interface KycCheckProvider {
  readonly name: string;
  check(input: KycCheckInput): Promise<KycCheckResult>;
}
