import type { Endpoint } from './endpoints.js';
import { chainStatusList, sandboxDepositTarget, sandboxDepositTargetRequest, sendToWalletRequest } from './chains.js';
import { sendResponse } from './wallet.js';

/** On-chain sends and chain status. Spread into `endpoints`. */
export const chainsEndpoints = {
  sendToWallet: {
    method: 'POST',
    path: '/wallets/send-to-wallet',
    summary: 'Withdraw to an on-chain address',
    tag: 'wallet',
    access: 'user',
    body: sendToWalletRequest,
    response: sendResponse,
    idempotent: true,
  },
  adminChains: {
    method: 'GET',
    path: '/admin/chains',
    summary: 'Chain heights, scan progress and health',
    tag: 'admin',
    access: 'admin',
    response: chainStatusList,
  },
  sandboxDepositTarget: {
    method: 'POST',
    path: '/webhooks/sandbox-deposit-target',
    summary: 'Sandbox: a user deposit address on the devnet, for the CLI (HMAC-signed)',
    tag: 'webhooks',
    access: 'public',
    body: sandboxDepositTargetRequest,
    response: sandboxDepositTarget,
    sandboxOnly: true,
  },
} as const satisfies Record<string, Endpoint>;
