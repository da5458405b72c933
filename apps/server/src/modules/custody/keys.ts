import { CallData, ec, hash } from 'starknet';
import { bytesToHex, type Hex } from 'viem';
import { HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts';
import { mnemonicToSeedSync } from '@scure/bip39';

/** OpenZeppelin account contract class (Cairo 1, v0.8.1), the account our Starknet addresses are computed for. */
export const STARKNET_ACCOUNT_CLASS_HASH = '0x061dac032f228abef9c6626f995015233097ae253a7f72d68552db02f2971b8f';

/** BIP-44 account 0 holds user deposit addresses; account 1 holds the platform hot wallet. */
const DEPOSIT_ACCOUNT = 0;
const HOT_WALLET_ACCOUNT = 1;

export interface StarknetKeys {
  privateKey: string;
  publicKey: string;
  address: string;
}

/** Derives every key we hold from the one custody seed. Pure: no network. */
export function createCustodyKeys(mnemonic: string) {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  const evmCache = new Map<number, HDAccount>();

  const evm = (accountIndex: number, addressIndex: number): HDAccount => {
    const key = accountIndex * 1_000_000_000 + addressIndex;
    let account = evmCache.get(key);
    if (!account) {
      account = hdKeyToAccount(root, { accountIndex, addressIndex });
      evmCache.set(key, account);
    }
    return account;
  };

  /** m/44'/9004'/account'/0/index ground to a Stark key, and the OpenZeppelin account address for it. */
  const starknetAt = (account: number, index: number): StarknetKeys => {
    const child = root.derive(`m/44'/9004'/${account}'/0/${index}`);
    const privateKey = ec.starkCurve.grindKey(bytesToHex(child.privateKey!) as Hex);
    const publicKey = ec.starkCurve.getStarkKey(privateKey);
    const address = hash.calculateContractAddressFromHash(
      publicKey,
      STARKNET_ACCOUNT_CLASS_HASH,
      CallData.compile({ publicKey }),
      0,
    );
    return { privateKey: `0x${privateKey.replace(/^0x/, '')}`, publicKey, address: normaliseStarknetAddress(address) };
  };

  return {
    /** m/44'/60'/0'/0/i: one address shared by Ethereum, Base and Core. */
    depositAccount: (index: number) => evm(DEPOSIT_ACCOUNT, index),
    /** m/44'/60'/1'/0/0: the platform hot wallet that signs withdrawals. */
    hotWallet: () => evm(HOT_WALLET_ACCOUNT, 0),
    /** A user's Starknet deposit account. */
    starknet: (index: number) => starknetAt(DEPOSIT_ACCOUNT, index),
    /** The platform's Starknet hot wallet (an account the operator deploys and funds). */
    starknetHotWallet: () => starknetAt(HOT_WALLET_ACCOUNT, 0),
  };
}
export type CustodyKeys = ReturnType<typeof createCustodyKeys>;

/** 0x + 64 lowercase hex digits. */
export function normaliseStarknetAddress(address: string): string {
  return '0x' + BigInt(address).toString(16).padStart(64, '0');
}
