import type { Bank } from '@app/contract';
import { callProvider, isGatewayDown, messageOf, type HttpResult } from './http-call.js';
import { parsePaystackWebhook, paystackStatus, verifyPaystackWebhook } from './paystack-protocol.js';
import { ProviderUnavailableError, type PayoutProvider, type TransferOutcome } from './payout-provider.js';

interface PaystackOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
}

type Envelope<T> = { status: boolean; message?: string; data: T };

/**
 * Paystack's Transfers API over HTTP: `GET /bank`, `GET /bank/resolve`, `POST /transferrecipient`
 * (type `nuban`), `POST /transfer` with our reference, `GET /transfer/verify/:reference`,
 * `GET /balance`. Amounts are kobo. Webhooks are signed with HMAC-SHA512 of the raw body.
 */
export function createPaystackHttpProvider(options: PaystackOptions): PayoutProvider {
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
      'paystack',
      result.kind === 'response' ? `HTTP ${result.status}: ${messageOf(result.body, 'no message')}` : result.reason,
    );
  const ok = <T>(result: HttpResult): result is { kind: 'response'; status: number; body: Envelope<T> } =>
    result.kind === 'response' &&
    result.status >= 200 &&
    result.status < 300 &&
    (result.body as Envelope<T> | undefined)?.status === true;

  return {
    name: 'paystack',
    mode: 'http',

    async banks(): Promise<Bank[]> {
      const result = await call('GET', '/bank?country=nigeria&currency=NGN');
      if (!ok<{ name: string; code: string; active?: boolean }[]>(result)) throw unavailable(result);
      return result.body.data.filter((b) => b.active !== false).map((b) => ({ code: b.code, name: b.name }));
    },

    async resolveAccount(bankCode, accountNumber) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const result = await call('GET', `/bank/resolve?${query}`);
      if (ok<{ account_name: string }>(result)) return { accountName: result.body.data.account_name };
      // "Could not resolve account name": the account does not exist at that bank.
      if (result.kind === 'response' && (result.status === 422 || result.status === 400)) return null;
      throw unavailable(result);
    },

    async transfer(request): Promise<TransferOutcome> {
      if (request.amountKobo > BigInt(Number.MAX_SAFE_INTEGER)) return { kind: 'refused', reason: 'Amount too large' };
      // Creating a recipient moves no money: whatever goes wrong here, nothing was paid.
      const recipient = await call('POST', '/transferrecipient', {
        type: 'nuban',
        name: request.accountName,
        account_number: request.accountNumber,
        bank_code: request.bankCode,
        currency: 'NGN',
      });
      if (!ok<{ recipient_code: string }>(recipient)) {
        if (recipient.kind === 'response' && recipient.status >= 400 && recipient.status < 500) {
          return { kind: 'refused', reason: messageOf(recipient.body, 'Recipient refused') };
        }
        return { kind: 'down', reason: unavailable(recipient).message };
      }
      const result = await call('POST', '/transfer', {
        source: 'balance',
        amount: Number(request.amountKobo),
        currency: 'NGN',
        recipient: recipient.body.data.recipient_code,
        reference: request.reference,
        reason: request.narration,
      });
      if (ok<{ status: string; transfer_code?: string }>(result)) {
        return {
          kind: 'accepted',
          status: paystackStatus(result.body.data.status),
          providerReference: result.body.data.transfer_code ?? null,
        };
      }
      if (result.kind === 'unreachable') return { kind: 'down', reason: result.reason };
      if (result.kind === 'no_answer') return { kind: 'unknown', reason: result.reason };
      if (isGatewayDown(result.status)) return { kind: 'down', reason: `HTTP ${result.status}` };
      const message = messageOf(result.body, `HTTP ${result.status}`);
      // A reference it already has means an earlier attempt got through: ask for its status.
      if (result.status >= 400 && result.status < 500 && !/duplicate|already exists/i.test(message)) {
        return { kind: 'refused', reason: message };
      }
      return { kind: 'unknown', reason: message };
    },

    async status(reference) {
      const result = await call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
      if (ok<{ status: string; transfer_code?: string }>(result)) {
        return {
          status: paystackStatus(result.body.data.status),
          providerReference: result.body.data.transfer_code ?? null,
        };
      }
      if (
        result.kind === 'response' &&
        (result.status === 404 || (result.status === 400 && /not found/i.test(messageOf(result.body, ''))))
      ) {
        return null;
      }
      throw unavailable(result);
    },

    async balance() {
      const result = await call('GET', '/balance');
      if (!ok<{ currency: string; balance: number }[]>(result)) throw unavailable(result);
      return result.body.data
        .filter((b) => b.currency === 'NGN' && Number.isSafeInteger(b.balance))
        .reduce((sum, b) => sum + BigInt(b.balance), 0n);
    },

    verifyWebhook: (headers, rawBody) => verifyPaystackWebhook(options.secretKey, headers, rawBody),
    parseWebhook: parsePaystackWebhook,
  };
}
