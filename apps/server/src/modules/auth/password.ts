import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package's const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

/** argon2id at OWASP's recommended floor: 19 MiB memory, 2 iterations, 1 lane. */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, PARAMS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash, so a sign-in with an unknown email costs the same time as
 * one with a wrong password and does not reveal which emails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
