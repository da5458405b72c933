import type { KycCheckResult } from '@app/contract';
import type { KycCheckInput, KycCheckProvider } from './kyc-check-provider.js';
import { nameMatchScore } from './name-match.js';

/**
 * The sandbox registry. Like the aggregators' sandboxes, only documented test numbers resolve;
 * any other number is "not found". Documented in docs/kyc-sandbox.md.
 */
export const SANDBOX_BVN_RECORDS: Record<string, string> = {
  '22222222222': 'Adaeze Ngozi Okafor',
  '22222222223': 'Chinedu Emeka Bello',
  '22222222224': 'Demo User',
};
export const SANDBOX_NIN_RECORDS: Record<string, string> = {
  '70123456789': 'Adaeze Ngozi Okafor',
  '70123456780': 'Chinedu Emeka Bello',
};
/** This number makes the sandbox registry fail, to exercise the error path. */
export const SANDBOX_FAILING_NUMBER = '99999999999';

/** Scores at or above this are reported as a match; the reviewer decides regardless. */
export const NAME_MATCH_THRESHOLD = 80;

export function createSandboxKycCheckProvider(): KycCheckProvider {
  const lookup = (type: 'bvn' | 'nin', number: string | null | undefined, fullName: string) => {
    if (!number) return { type, status: 'not_provided' as const, name_on_record: null, name_match_score: null };
    if (number === SANDBOX_FAILING_NUMBER) {
      return { type, status: 'error' as const, name_on_record: null, name_match_score: null };
    }
    const record = (type === 'bvn' ? SANDBOX_BVN_RECORDS : SANDBOX_NIN_RECORDS)[number];
    if (!record) return { type, status: 'not_found' as const, name_on_record: null, name_match_score: null };
    return {
      type,
      status: 'found' as const,
      name_on_record: record,
      name_match_score: nameMatchScore(fullName, record),
    };
  };

  return {
    name: 'sandbox',
    async check(input: KycCheckInput): Promise<KycCheckResult> {
      const checks = [lookup('bvn', input.bvn, input.fullName)];
      if (input.nin !== undefined) checks.push(lookup('nin', input.nin, input.fullName));
      const found = checks.filter((c) => c.status === 'found');
      let summary: string;
      if (checks.some((c) => c.status === 'error')) summary = 'Registry lookup failed; review documents manually.';
      else if (found.length === 0) summary = 'No registry record found; review documents manually.';
      else if (found.every((c) => (c.name_match_score ?? 0) >= NAME_MATCH_THRESHOLD)) {
        summary = 'Registry name matches the submitted name.';
      } else summary = 'Registry name differs from the submitted name; check the ID document.';
      return { provider: 'sandbox', checked_at: new Date().toISOString(), checks, summary };
    },
  };
}
