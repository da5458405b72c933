import { addressShapeError } from '@app/contract';
import { getAddress, isAddress } from 'viem';
import { AppError } from '../../http/app-error.js';
import { normaliseStarknetAddress } from '../custody/keys.js';
import { CHAIN_NAMES, type ChainId } from '../assets/catalogue.js';

const STARK_PRIME = 2n ** 251n + 17n * 2n ** 192n + 1n;

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message, { receiver_address: [message] });

/**
 * Checks a recipient address for a chain and returns its canonical form. EVM addresses in mixed
 * case must carry a valid EIP-55 checksum (all-lowercase or all-uppercase carry none).
 */
export function normaliseRecipient(chain: ChainId, address: string): string {
  const shape = addressShapeError(chain, address);
  if (shape) throw invalid(shape);
  const trimmed = address.trim();
  if (chain === 'starknet') {
    if (BigInt(trimmed) >= STARK_PRIME || BigInt(trimmed) === 0n) throw invalid('Not a valid Starknet address');
    return normaliseStarknetAddress(trimmed);
  }
  if (!isAddress(trimmed, { strict: true })) {
    throw invalid(`Invalid ${CHAIN_NAMES[chain]} address: the checksum (upper/lower case letters) does not match`);
  }
  if (/^0x0{40}$/i.test(trimmed)) throw invalid('Sending to the zero address would burn the funds');
  return getAddress(trimmed);
}
