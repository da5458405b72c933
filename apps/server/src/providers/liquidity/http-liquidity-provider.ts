import type { AssetSymbol } from '@app/contract';
import { liquidityErrors, type LiquidityProvider, type LiquidityQuoteRequest } from './liquidity-provider.js';

export interface HttpLiquidityOptions {
  /** Base URL of the aggregator, e.g. https://api.0x.org */
  url: string;
  apiKey?: string;
  chainId: number;
  /** Token ids (contract addresses) by symbol; a symbol not listed is sent as itself. */
  tokens?: Partial<Record<AssetSymbol, string>>;
  /** The chain's native asset, in which the aggregator states `totalNetworkFee`. */
  nativeAsset?: AssetSymbol;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** The parts of a 0x v2 `/swap/allowance-holder/price` answer we read. */
interface PriceBody {
  liquidityAvailable?: boolean;
  buyAmount?: unknown;
  sellAmount?: unknown;
  totalNetworkFee?: unknown;
  estimatedPriceImpact?: unknown;
}

const UINT = /^\d{1,78}$/;
const PERCENT = /^\d{1,3}(\.\d{1,18})?$/;

/**
 * A DEX aggregator's price API, 0x v2 style: `GET /swap/allowance-holder/price` with `chainId`,
 * `sellToken`, `buyToken`, `sellAmount` and `slippageBps`, answering `buyAmount` in base units,
 * `totalNetworkFee` in the chain's native asset, and `liquidityAvailable: false` when it cannot
 * fill. When the answer carries no `estimatedPriceImpact`, the impact is measured as the rate
 * before and after the trade: the trade's rate against that of a sliver (1/1000) of it.
 */
export function createHttpLiquidityProvider(options: HttpLiquidityOptions): LiquidityProvider {
  const { timeoutMs = 5_000, fetchImpl = fetch, nativeAsset = 'ETH' } = options;
  const token = (symbol: AssetSymbol) => options.tokens?.[symbol] ?? symbol;

  async function price(request: LiquidityQuoteRequest, sellAmount: bigint): Promise<PriceBody> {
    const target = new URL('/swap/allowance-holder/price', options.url);
    target.searchParams.set('chainId', String(options.chainId));
    target.searchParams.set('sellToken', token(request.sell));
    target.searchParams.set('buyToken', token(request.buy));
    target.searchParams.set('sellAmount', sellAmount.toString());
    target.searchParams.set('slippageBps', String(request.slippageBps));
    let res: Response;
    try {
      res = await fetchImpl(target, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          accept: 'application/json',
          '0x-version': 'v2',
          ...(options.apiKey ? { '0x-api-key': options.apiKey } : {}),
        },
      });
    } catch {
      throw liquidityErrors.unavailable();
    }
    if (!res.ok) throw liquidityErrors.unavailable();
    const body = (await res.json().catch(() => undefined)) as PriceBody | undefined;
    if (!body || typeof body !== 'object') throw liquidityErrors.unavailable();
    if (body.liquidityAvailable === false) throw liquidityErrors.noLiquidity();
    if (typeof body.buyAmount !== 'string' || !UINT.test(body.buyAmount)) throw liquidityErrors.unavailable();
    return body;
  }

  return {
    name: 'http',
    async quote(request) {
      const body = await price(request, request.sellAmount);
      const buyAmount = BigInt(body.buyAmount as string);
      if (buyAmount === 0n) throw liquidityErrors.noLiquidity();
      let priceImpactPpm: number;
      if (typeof body.estimatedPriceImpact === 'string' && PERCENT.test(body.estimatedPriceImpact)) {
        priceImpactPpm = Math.round(Number(body.estimatedPriceImpact) * 10_000);
      } else {
        const sliver = request.sellAmount / 1000n > 0n ? request.sellAmount / 1000n : 1n;
        const reference = BigInt((await price(request, sliver)).buyAmount as string);
        // impact = 1 - (buy / sell) / (refBuy / sliver)
        const ideal = reference * request.sellAmount;
        const actual = buyAmount * sliver;
        priceImpactPpm = ideal > actual && ideal > 0n ? Number(((ideal - actual) * 1_000_000n) / ideal) : 0;
      }
      const fee =
        typeof body.totalNetworkFee === 'string' && UINT.test(body.totalNetworkFee) ? BigInt(body.totalNetworkFee) : 0n;
      if (priceImpactPpm > 1_000_000) throw liquidityErrors.unavailable();
      return { buyAmount, priceImpactPpm, networkFee: { asset: nativeAsset, amount: fee } };
    },
  };
}
