import { z } from 'zod';
import { whenMissing } from './human-issues.js';
import { decimalString } from './wallet.js';

export const sendToWalletRequest = z.object({
  balance_id: z.string({ error: whenMissing('balance_id is required') }).uuid('balance_id must be a balance id'),
  amount: decimalString,
  receiver_address: z
    .string({ error: whenMissing('Recipient address is required') })
    .trim()
    .min(1, { error: 'Recipient address is required', abort: true })
    .max(100, 'Recipient address is too long'),
});
export type SendToWalletRequest = z.infer<typeof sendToWalletRequest>;

export const chainStatus = z.object({
  chain: z.string(),
  name: z.string(),
  status: z.enum(['healthy', 'syncing', 'offline']),
  block_height: z.string().nullable(),
  last_scanned_block: z.string().nullable(),
  lag: z.string().nullable(),
  confirmations: z.number().int(),
  /** `devnet` (local anvil), `rpc` (configured URL) or `none`. */
  source: z.enum(['devnet', 'rpc', 'none']),
});
export type ChainStatus = z.infer<typeof chainStatus>;
export const chainStatusList = z.array(chainStatus);

/** Sandbox only: where the CLI should send a devnet deposit for a user. */
export const sandboxDepositTargetRequest = z.object({
  tag: z.string().trim().min(1, 'tag is required').max(20, 'tag is too long'),
  asset: z.enum(['ETH', 'USDC', 'CORE']),
});
export const sandboxDepositTarget = z.object({
  address: z.string(),
  chain: z.string(),
  rpc_url: z.string(),
  token_address: z.string().nullable(),
});

/**
 * Address checks shared by the send form (live feedback) and the server (authoritative, with
 * EIP-55 checksums). Returns an error message, or null when the shape is right.
 */
export function addressShapeError(chain: string, address: string): string | null {
  const a = address.trim();
  if (chain === 'starknet') {
    return /^0x[0-9a-fA-F]{1,64}$/.test(a) ? null : 'Enter a Starknet address: 0x followed by up to 64 hex characters';
  }
  return /^0x[0-9a-fA-F]{40}$/.test(a) ? null : 'Enter a wallet address: 0x followed by 40 hex characters';
}
