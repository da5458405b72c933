import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { generateMnemonic } from 'viem/accounts';

/**
 * The custody seed (a BIP-39 mnemonic) behind every deposit address and the hot wallet. From
 * config when given (required in production); otherwise generated once into DATA_DIR with
 * owner-only permissions. Never logged.
 */
export function loadCustodyMnemonic(options: { configured?: string; dataDir: string; production: boolean }): string {
  if (options.configured) {
    if (!validateMnemonic(options.configured.trim(), wordlist))
      throw new Error('CUSTODY_MNEMONIC is not a valid BIP-39 mnemonic');
    return options.configured.trim();
  }
  if (options.production) throw new Error('CUSTODY_MNEMONIC is required in production');
  const file = join(resolve(options.dataDir), 'custody', 'seed.txt');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (!validateMnemonic(stored, wordlist)) throw new Error(`${file} does not hold a valid mnemonic`);
    return stored;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const mnemonic = generateMnemonic(wordlist, 256);
  writeFileSync(file, mnemonic + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return mnemonic;
}
