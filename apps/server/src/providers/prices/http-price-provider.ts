import { AppError } from '../../http/app-error.js';
import { MIN_RATE_UNITS, toRate, type Rates } from '../../modules/prices/rates.js';
import type { PriceProvider } from './price-provider.js';

/** CoinGecko-style ids for our assets; `tether` supplies the NGN per USD rate. */
const FEED_IDS: Record<string, string> = {
  ETH: 'ethereum',
  USDC: 'usd-coin',
  STRK: 'starknet',
  CORE: 'coredaoorg',
};
const FX_ID = 'tether';

type FeedBody = Record<string, { usd?: number; ngn?: number } | undefined>;

/**
 * A JSON number as a rate (feeds send floats; 18 places is plenty), or undefined when it is not a
 * price we take: not a number, or below `MIN_RATE_UNITS`.
 */
function numberToRate(n: unknown): bigint | undefined {
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return undefined;
  // The shortest round-trip form, unless JS would write it with an exponent.
  const text = String(n);
  const rate = toRate(text.includes('e') ? n.toFixed(18) : text);
  return rate >= MIN_RATE_UNITS ? rate : undefined;
}

/**
 * Prices from an HTTP feed speaking CoinGecko's `/simple/price` shape. Caches for `ttlMs`; when
 * the feed fails, the last good prices are served until they are `maxStaleMs` old.
 */
export function createHttpPriceProvider(options: {
  url: string;
  ttlMs?: number;
  maxStaleMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): PriceProvider {
  const { url, ttlMs = 60_000, maxStaleMs = 15 * 60_000, timeoutMs = 5_000, fetchImpl = fetch } = options;
  let cached: { rates: Rates; fetchedAt: number } | undefined;
  let inFlight: Promise<Rates> | undefined;

  async function fetchRates(): Promise<Rates> {
    const target = new URL(url);
    target.searchParams.set('ids', [...Object.values(FEED_IDS), FX_ID].join(','));
    target.searchParams.set('vs_currencies', 'usd,ngn');
    const res = await fetchImpl(target, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`price feed answered ${res.status}`);
    const body = (await res.json()) as FeedBody;
    const usd: Record<string, bigint> = { USDC: toRate('1') };
    for (const [symbol, id] of Object.entries(FEED_IDS)) {
      const price = numberToRate(body[id]?.usd);
      if (price) usd[symbol] = price;
      else if (symbol !== 'USDC') throw new Error(`price feed has no USD price for ${symbol}`);
    }
    const fxUsd = body[FX_ID]?.usd;
    const fxNgn = body[FX_ID]?.ngn;
    const ngnPerUsd = numberToRate(typeof fxUsd === 'number' && typeof fxNgn === 'number' ? fxNgn / fxUsd : undefined);
    if (!ngnPerUsd) throw new Error('price feed has no NGN rate');
    return { usd, ngnPerUsd, updatedAt: new Date(), source: 'http' };
  }

  return {
    name: 'http',
    async current() {
      const now = Date.now();
      if (cached && now - cached.fetchedAt < ttlMs) return cached.rates;
      inFlight ??= fetchRates().finally(() => (inFlight = undefined));
      try {
        const rates = await inFlight;
        cached = { rates, fetchedAt: Date.now() };
        return rates;
      } catch {
        if (cached && now - cached.fetchedAt < maxStaleMs) return cached.rates;
        throw new AppError('UNAVAILABLE', 'Prices are temporarily unavailable. Please try again shortly.');
      }
    },
  };
}
