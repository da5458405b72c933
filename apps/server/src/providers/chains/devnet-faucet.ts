import { createPublicClient, createWalletClient, http, parseAbiItem, type Hex } from 'viem';
import { DEVNET_FAUCET } from './devnet.js';

/** Sends a devnet deposit from anvil's prefunded faucet account: native coin, or an ERC-20 transfer. */
export async function sendDevnetDeposit(options: {
  rpcUrl: string;
  to: string;
  token: string | null;
  amount: bigint;
}): Promise<Hex> {
  const client = createPublicClient({ transport: http(options.rpcUrl) });
  const chainId = await client.getChainId();
  const chain = {
    id: chainId,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  };
  const wallet = createWalletClient({ account: DEVNET_FAUCET, chain, transport: http(options.rpcUrl) });
  const hash = options.token
    ? await wallet.writeContract({
        address: options.token as Hex,
        abi: [parseAbiItem('function transfer(address to, uint256 value) returns (bool)')],
        functionName: 'transfer',
        args: [options.to as Hex, options.amount],
      })
    : await wallet.sendTransaction({ to: options.to as Hex, value: options.amount });
  await client.waitForTransactionReceipt({ hash });
  return hash;
}
