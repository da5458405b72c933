import type { Bank } from '@app/contract';
import { callProvider, isGatewayDown, messageOf, type HttpResult } from './http-call.js';
import {
  flutterwaveStatus,
  koboToNaira,
  nairaToKobo,
  parseFlutterwaveWebhook,
  verifyFlutterwaveWebhook,
} from './flutterwave-protocol.js';
import { ProviderUnavailableError, type PayoutProvider, type TransferOutcome } from './payout-provider.js';

interface FlutterwaveOptions {
  baseUrl: string;
  secretKey: string;
  /** The secret hash set on the dashboard: sent in `verif-hash` and keying the webhook signature. */
  secretHash: string;
  timeoutMs?: number;
}

type Envelope<T> = { status: 'success' | 'error'; message?: string; data: T };

/**
 * Flutterwave's v3 transfer API over HTTP: `GET /banks/NG`, `POST /accounts/resolve`,
 * `POST /transfers` with our reference, `GET /transfers?reference=`, `GET /balances/NGN`.
 * Amounts are naira (JSON numbers with up to 2 decimals).
 */
export function createFlutterwaveHttpProvider(options: FlutterwaveOptions): PayoutProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${options.secretKey}` },
      body,
      timeoutMs: options.timeoutMs ?? 15_000,
    });
  const unavailable = (result: HttpResult) =>
    new ProviderUnavailableError(
      'flutterwave',
      result.kind === 'response' ? `HTTP ${result.status}: ${messageOf(result.body, 'no message')}` : result.reason,
    );
  const ok = <T>(result: HttpResult): result is { kind: 'response'; status: number; body: Envelope<T> } =>
    result.kind === 'response' &&
    result.status >= 200 &&
    result.status < 300 &&
    (result.body as Envelope<T> | undefined)?.status === 'success';

  return {
    name: 'flutterwave',
    mode: 'http',

    async banks(): Promise<Bank[]> {
      const result = await call('GET', '/banks/NG');
      if (!ok<{ code: string; name: string }[]>(result)) throw unavailable(result);
      return result.body.data.map((b) => ({ code: b.code, name: b.name }));
    },

    async resolveAccount(bankCode, accountNumber) {
      const result = await call('POST', '/accounts/resolve', { account_number: accountNumber, account_bank: bankCode });
      if (ok<{ account_name: string }>(result)) return { accountName: result.body.data.account_name };
      if (result.kind === 'response' && result.status === 400) return null;
      throw unavailable(result);
    },

    async transfer(request): Promise<TransferOutcome> {
      const result = await call('POST', '/transfers', {
        account_bank: request.bankCode,
        account_number: request.accountNumber,
        amount: koboToNaira(request.amountKobo),
        currency: 'NGN',
        debit_currency: 'NGN',
        reference: request.reference,
        narration: request.narration,
        beneficiary_name: request.accountName,
      });
      if (ok<{ id: number | string; status: string }>(result)) {
        return {
          kind: 'accepted',
          status: flutterwaveStatus(result.body.data.status),
          providerReference: String(result.body.data.id),
        };
      }
      if (result.kind === 'unreachable') return { kind: 'down', reason: result.reason };
      if (result.kind === 'no_answer') return { kind: 'unknown', reason: result.reason };
      if (isGatewayDown(result.status)) return { kind: 'down', reason: `HTTP ${result.status}` };
      const message = messageOf(result.body, `HTTP ${result.status}`);
      if (result.status >= 400 && result.status < 500 && !/duplicate|already exists/i.test(message)) {
        return { kind: 'refused', reason: message };
      }
      return { kind: 'unknown', reason: message };
    },

    async status(reference) {
      const result = await call('GET', `/transfers?reference=${encodeURIComponent(reference)}`);
      if (!ok<{ id: number | string; status: string; reference: string }[]>(result)) throw unavailable(result);
      const found = result.body.data.find((t) => t.reference === reference);
      return found ? { status: flutterwaveStatus(found.status), providerReference: String(found.id) } : null;
    },

    async balance() {
      const result = await call('GET', '/balances/NGN');
      if (!ok<{ currency: string; available_balance: number }>(result)) throw unavailable(result);
      return nairaToKobo(result.body.data.available_balance);
    },

    verifyWebhook: (headers, rawBody) => verifyFlutterwaveWebhook(options.secretHash, headers, rawBody),
    parseWebhook: parseFlutterwaveWebhook,
  };
}
