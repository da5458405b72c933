import { createHash } from 'node:crypto';

/**
 * The sandbox test accounts (issue 11), decided by the account number's 9-digit NUBAN serial.
 * Any bank; the check digit must still be right.
 */
export type SandboxAccountOutcome = 'not_found' | 'fails' | 'reversed' | 'completes';

export function sandboxOutcome(accountNumber: string): SandboxAccountOutcome {
  const serial = accountNumber.slice(0, 9);
  if (serial.startsWith('999')) return 'not_found';
  if (serial.startsWith('777')) return 'fails';
  if (serial.startsWith('888')) return 'reversed';
  return 'completes';
}

/** How long a sandbox transfer takes to settle, and when an `888` one is reversed (after creation). */
export const SANDBOX_TIMING = { settleMs: 2_000, reverseAfterMs: 6_000 } as const;

const FIRST = ['ADAEZE', 'CHINEDU', 'FOLAKE', 'IBRAHIM', 'NGOZI', 'OLUWASEUN', 'TUNDE', 'AMINA', 'EMEKA', 'YETUNDE'];
const LAST = ['OKAFOR', 'ADEBAYO', 'BELLO', 'EZE', 'OKONKWO', 'ABUBAKAR', 'OLADIPO', 'NWOSU', 'USMAN', 'ADEYEMI'];

/** The same account always resolves to the same holder, the way a bank's name enquiry does. */
export function sandboxAccountName(bankCode: string, accountNumber: string): string {
  const digest = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  return `${FIRST[digest[0]! % FIRST.length]} ${LAST[digest[1]! % LAST.length]}`;
}
