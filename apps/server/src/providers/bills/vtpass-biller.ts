import { formatAmount, parseAmount } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { Biller, BillerResult, BillerService, PayInput, VerifyInput } from './biller.js';
import { BILLER_CATALOGUE } from './catalogue.js';

export interface VtpassOptions {
  /** e.g. https://sandbox.vtpass.com/api or https://vtpass.com/api */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  publicKey: string;
  /** Sent as `phone` when the customer has none of their own (meters, smart cards). */
  contactPhone: string;
  timeoutMs?: number;
  /** How long fetched bouquet prices are kept. */
  catalogueTtlMs?: number;
  fetch?: typeof fetch;
}

/** Codes that say the aggregator refused the request without processing it: a final failure. */
const REFUSED: Record<string, string> = {
  '011': 'The biller rejected the request as invalid.',
  '012': 'This product is not available.',
  '013': 'The amount is below the biller’s minimum.',
  '016': 'The biller could not complete the payment.',
  '017': 'The amount is above the biller’s maximum.',
  '018': 'The biller is temporarily unable to take payments.',
  '019': 'The biller refused this as a likely duplicate: the same account was paid less than 30 seconds ago.',
  '030': 'The biller could not be reached.',
  '034': 'This service is suspended.',
  '035': 'This service is not active.',
  '040': 'The biller reversed the payment.',
  '091': 'The biller did not process the payment.',
};

interface VtpassBody {
  code?: string;
  response_description?: string;
  content?: {
    transactions?: { status?: string; transactionId?: string | number };
    error?: string;
    WrongBillersCode?: boolean;
    Customer_Name?: string;
    Address?: string;
    Meter_Type?: string;
    Min_Purchase_Amount?: string | number;
    Current_Bouquet?: string;
    Due_Date?: string;
    Renewal_Amount?: string | number;
    varations?: VtpassVariation[];
    variations?: VtpassVariation[];
  };
  purchased_code?: string;
  token?: string;
  mainToken?: string;
  units?: string | number;
  mainTokenUnits?: string | number;
}
interface VtpassVariation {
  variation_code?: string;
  name?: string;
  variation_amount?: string | number;
}

/** Naira as the aggregator writes them ("1850.00", 1850) to kobo; null when unreadable. */
function kobo(value: unknown): bigint | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = parseAmount(String(value).replace(/,/g, ''), 2, { allowZero: true });
  return parsed.ok ? parsed.value : null;
}

/** The token of a delivered prepaid purchase, from whichever field carries it. */
function tokenOf(body: VtpassBody): string | null {
  const raw = body.token ?? body.mainToken ?? body.purchased_code ?? '';
  const digits = String(raw).replace(/\D/g, '');
  return digits.length >= 16 ? digits.slice(0, 20) : null;
}

/** Reads a pay or requery answer. Anything unclear is `pending`: requeried, never refunded blindly. */
export function readTransaction(body: VtpassBody | null, context: 'pay' | 'requery'): BillerResult {
  if (!body || typeof body !== 'object')
    return { status: 'pending', providerReference: null, detail: 'unreadable answer' };
  const code = body.code ?? '';
  const tx = body.content?.transactions;
  const reference = tx?.transactionId === undefined ? null : String(tx.transactionId);
  if (context === 'requery' && code === '015') return { status: 'not_found' };
  if (code === '000' || code === '099') {
    const status = (tx?.status ?? (code === '099' ? 'pending' : '')).toLowerCase();
    if (status === 'delivered') {
      const units = body.units ?? body.mainTokenUnits;
      return {
        status: 'delivered',
        providerReference: reference,
        token: tokenOf(body),
        units: units === undefined || units === null ? null : String(units),
      };
    }
    if (status === 'failed') return { status: 'failed', providerReference: reference, reason: REFUSED['016']! };
    if (status === 'reversed') return { status: 'failed', providerReference: reference, reason: REFUSED['040']! };
    return { status: 'pending', providerReference: reference, detail: status || body.response_description || code };
  }
  const refused = REFUSED[code];
  if (refused) return { status: 'failed', providerReference: reference, reason: refused };
  // 014 (request id already used) and every unknown code: ask again later.
  return {
    status: 'pending',
    providerReference: reference,
    detail: `${code} ${body.response_description ?? ''}`.trim(),
  };
}

/** A VTpass-compatible aggregator over HTTP (`BILLS_PROVIDER=vtpass`). */
export function createVtpassBiller(options: VtpassOptions): Biller {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const ttl = options.catalogueTtlMs ?? 60 * 60 * 1000;
  let cached: { at: number; services: BillerService[] } | undefined;

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<VtpassBody | null> {
    const headers: Record<string, string> =
      method === 'GET'
        ? { 'api-key': options.apiKey, 'public-key': options.publicKey }
        : { 'api-key': options.apiKey, 'secret-key': options.secretKey, 'content-type': 'application/json' };
    const res = await doFetch(`${options.baseUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`biller answered HTTP ${res.status}`);
    try {
      return (await res.json()) as VtpassBody;
    } catch {
      return null;
    }
  }

  async function bouquets(service: BillerService): Promise<BillerService> {
    const body = await call('GET', `/service-variations?serviceID=${encodeURIComponent(service.id)}`);
    const list = body?.content?.variations ?? body?.content?.varations ?? [];
    const variations = list.flatMap((v) => {
      const price = kobo(v.variation_amount);
      return v.variation_code && v.name && price !== null
        ? [{ code: v.variation_code, name: v.name, amountKobo: price }]
        : [];
    });
    if (!variations.length) return service;
    const prices = variations.map((v) => v.amountKobo);
    return {
      ...service,
      variations,
      minKobo: prices.reduce((a, b) => (b < a ? b : a)),
      maxKobo: prices.reduce((a, b) => (b > a ? b : a)),
    };
  }

  return {
    name: 'vtpass',

    async catalogue() {
      if (cached && Date.now() - cached.at < ttl) return cached.services;
      // Bouquet prices change; everything else is ours. A failed refresh keeps the known prices.
      const services = await Promise.all(
        BILLER_CATALOGUE.map((s) => (s.category === 'cable_tv' ? bouquets(s).catch(() => s) : s)),
      );
      cached = { at: Date.now(), services };
      return services;
    },

    async verify(input: VerifyInput) {
      let body: VtpassBody | null;
      try {
        body = await call('POST', '/merchant-verify', {
          billersCode: input.accountNumber,
          serviceID: input.serviceId,
          ...(input.variationCode ? { type: input.variationCode } : {}),
        });
      } catch {
        throw new AppError('UNAVAILABLE', 'The biller could not be reached. Try again shortly.');
      }
      const content = body?.content;
      if (body?.code !== '000' || !content) {
        throw new AppError('UNAVAILABLE', 'The biller could not be reached. Try again shortly.');
      }
      if (content.error || content.WrongBillersCode || !content.Customer_Name) {
        return { found: false, message: 'Customer not found. Check the number and try again.' };
      }
      const meter = content.Meter_Type?.toLowerCase();
      return {
        found: true,
        customer: {
          customerName: content.Customer_Name.trim(),
          address: content.Address?.trim() || null,
          meterType: meter === 'prepaid' || meter === 'postpaid' ? meter : null,
          minPurchaseKobo: kobo(content.Min_Purchase_Amount),
          currentBouquet: content.Current_Bouquet?.trim() || null,
          dueDate: content.Due_Date?.trim() || null,
          renewalKobo: kobo(content.Renewal_Amount),
        },
      };
    },

    async pay(input: PayInput) {
      const phoneLike = /^0[789][01]\d{8}$/.test(input.accountNumber);
      try {
        const body = await call('POST', '/pay', {
          request_id: input.requestId,
          serviceID: input.serviceId,
          billersCode: input.accountNumber,
          ...(input.variationCode ? { variation_code: input.variationCode } : {}),
          amount: formatAmount(input.amountKobo, 2),
          phone: phoneLike ? input.accountNumber : options.contactPhone,
        });
        return readTransaction(body, 'pay');
      } catch (error) {
        // A timeout or a dropped connection: the payment may have gone through. Requery decides.
        return { status: 'pending', providerReference: null, detail: (error as Error).message };
      }
    },

    async requery(requestId: string) {
      try {
        return readTransaction(await call('POST', '/requery', { request_id: requestId }), 'requery');
      } catch (error) {
        return { status: 'pending', providerReference: null, detail: (error as Error).message };
      }
    },
  };
}
