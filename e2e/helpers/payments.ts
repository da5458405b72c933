import { randomInt, randomUUID } from 'node:crypto';
import { API_URL } from './env';

/**
 * A well-formed account number ending in the sandbox's test digits (`lastFour`), random before
 * them: the sandbox biller, like VTpass, refuses the same number twice within 30 s.
 */
export function billAccount(kind: 'meter' | 'phone' | 'betting', lastFour: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
  if (kind === 'phone') return `080${digits(4)}${lastFour}`;
  if (kind === 'meter') return `${digits(7)}${lastFour}`;
  return `${digits(4)}${lastFour}`;
}

async function authed<T>(token: string, method: string, path: string, body?: unknown, key?: string): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (key) headers['idempotency-key'] = key;
  const res = await fetch(`${API_URL}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api${path} -> ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function ngnBalance(token: string): Promise<string> {
  const balances = await authed<{ token_symbol: string; amount: string }[]>(token, 'GET', '/balances');
  return balances.find((b) => b.token_symbol === 'NGN')!.amount;
}

export interface ApiPaymentRequest {
  id: string;
  items: { id: string; tag: string; status: string }[];
}

export async function receivedRequests(token: string): Promise<ApiPaymentRequest[]> {
  return authed(token, 'GET', '/payment-requests?direction=received');
}

export async function payRequestItem(token: string, itemId: string): Promise<void> {
  await authed(token, 'POST', `/payment-requests/items/${itemId}/pay`, undefined, randomUUID());
}

export async function declineRequestItem(token: string, itemId: string): Promise<void> {
  await authed(token, 'POST', `/payment-requests/items/${itemId}/decline`);
}
