import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCustodyKeys } from './keys.js';
import { loadCustodyMnemonic } from './seed.js';

// The well-known development mnemonic (anvil's and hardhat's): its first address is public knowledge.
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

describe('custody keys', () => {
  it('derives BIP-44 EVM addresses (matches the known first dev account)', () => {
    const keys = createCustodyKeys(DEV_MNEMONIC);
    expect(keys.depositAccount(0).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(keys.depositAccount(1).address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(keys.hotWallet().address).not.toBe(keys.depositAccount(0).address);
  });

  it('derives a Stark key and a Starknet account address, deterministically', () => {
    const a = createCustodyKeys(DEV_MNEMONIC).starknet(0);
    const b = createCustodyKeys(DEV_MNEMONIC).starknet(0);
    expect(a).toEqual(b);
    expect(a.address).toMatch(/^0x[0-9a-f]{64}$/);
    expect(BigInt(a.privateKey)).toBeLessThan(2n ** 251n + 17n * 2n ** 192n + 1n);
    expect(createCustodyKeys(DEV_MNEMONIC).starknet(1).address).not.toBe(a.address);
  });

  it('generates the seed once into DATA_DIR with owner-only permissions', () => {
    const dir = mkdtempSync(join(tmpdir(), 'custody-'));
    const first = loadCustodyMnemonic({ dataDir: dir, production: false });
    expect(first.split(' ')).toHaveLength(24);
    expect(loadCustodyMnemonic({ dataDir: dir, production: false })).toBe(first);
    const file = join(dir, 'custody', 'seed.txt');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('requires the seed from config in production, and validates it', () => {
    expect(() => loadCustodyMnemonic({ dataDir: '/nonexistent', production: true })).toThrow(/required in production/);
    expect(() => loadCustodyMnemonic({ configured: 'not a mnemonic', dataDir: '/x', production: false })).toThrow(
      /not a valid/,
    );
    expect(loadCustodyMnemonic({ configured: DEV_MNEMONIC, dataDir: '/x', production: true })).toBe(DEV_MNEMONIC);
  });
});
