import { parseAmount, RATE_DECIMALS, type PriceTable } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { AppError } from '../../http/app-error.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { insertRates } from '../../providers/prices/sandbox-price-provider.js';
import { ASSETS } from '../assets/catalogue.js';
import { MIN_RATE_UNITS, rateToString, type Rates } from './rates.js';

/**
 * Prices are stored as NUMERIC(38,18): 20 whole digits. No price or exchange rate of ours comes
 * near a trillion, so anything above it is a typo or an attack, refused before the database sees it.
 */
export const MAX_RATE = 10n ** 12n;
const MAX_RATE_UNITS = MAX_RATE * 10n ** BigInt(RATE_DECIMALS);

export function toPriceTable(rates: Rates): PriceTable {
  return {
    usd: Object.fromEntries(Object.entries(rates.usd).map(([k, v]) => [k, rateToString(v)])),
    ngn_per_usd: rateToString(rates.ngnPerUsd),
    updated_at: rates.updatedAt.toISOString(),
    source: rates.source,
  };
}

/** Who changed prices, for the audit log. */
export interface PriceChangeContext {
  actorId: string;
  requestId?: string;
  ip?: string;
}

export function createPricesService(db: Db, provider: PriceProvider, audit?: AuditRepository) {
  const crypto = ASSETS.filter((a) => a.symbol !== 'NGN').map((a) => a.symbol as string);
  return {
    current: () => provider.current(),
    invalidate: () => provider.invalidate?.(),
    /** Admin change of the sandbox reference table; every change is kept as history. */
    async setReferencePrices(
      adminId: string,
      update: { usd?: Record<string, string>; ngn_per_usd?: string },
      ctx: Omit<PriceChangeContext, 'actorId'> = {},
    ) {
      if (provider.name !== 'sandbox') {
        throw new AppError('BUSINESS_RULE', 'Prices come from a live feed and cannot be set by hand');
      }
      const details: Record<string, string[]> = {};
      const check = (field: string, value: string) => {
        const parsed = parseAmount(value, RATE_DECIMALS, { max: MAX_RATE_UNITS });
        if (parsed.ok && parsed.value >= MIN_RATE_UNITS) return;
        details[field] = [
          parsed.ok
            ? `Must be at least ${rateToString(MIN_RATE_UNITS)}`
            : parsed.reason === 'too_large'
              ? `Must be at most ${MAX_RATE.toLocaleString('en-US')}`
              : `Must be a positive decimal with at most ${RATE_DECIMALS} decimals`,
        ];
      };
      for (const [symbol, value] of Object.entries(update.usd ?? {})) {
        if (!crypto.includes(symbol)) details[`usd.${symbol}`] = [`Unknown asset ${symbol}`];
        else check(`usd.${symbol}`, value);
      }
      if (update.ngn_per_usd !== undefined) check('ngn_per_usd', update.ngn_per_usd);
      if (!update.ngn_per_usd && !Object.keys(update.usd ?? {}).length) details._ = ['Give at least one price'];
      if (Object.keys(details).length) {
        const [field, [message]] = Object.entries(details)[0]! as [string, [string]];
        throw new AppError('VALIDATION_ERROR', field === '_' ? message : `${field}: ${message.toLowerCase()}`, details);
      }
      const before = toPriceTable(await provider.current()); // also makes sure the defaults exist
      await db.transaction(async (tx) => {
        await insertRates(tx, 'sandbox', { usd: update.usd, ngnPerUsd: update.ngn_per_usd }, adminId);
        await audit?.record(tx, {
          actorId: adminId,
          action: 'prices.set',
          targetType: 'prices',
          targetId: 'sandbox',
          before: { usd: before.usd, ngn_per_usd: before.ngn_per_usd },
          after: {
            ...(update.usd ? { usd: update.usd } : {}),
            ...(update.ngn_per_usd ? { ngn_per_usd: update.ngn_per_usd } : {}),
          },
          requestId: ctx.requestId,
          ip: ctx.ip,
        });
      });
      provider.invalidate?.();
      return toPriceTable(await provider.current());
    },
  };
}
export type PricesService = ReturnType<typeof createPricesService>;
