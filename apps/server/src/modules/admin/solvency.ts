import { formatAmount, type AssetSymbol, type SolvencyRow } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { PayoutProvider } from '../../providers/payouts/payout-provider.js';
import type { Rates } from '../prices/rates.js';
import { ASSETS, CHAIN_NAMES } from '../assets/catalogue.js';
import type { ChainRegistry } from '../chains/chain-registry.js';
import { fiat, valuation } from '../wallet/wallet.dto.js';
import type { AdminStatsRepository } from './admin-stats.repository.js';

type Source = SolvencyRow['sources'][number] & { units: bigint | null };

/** On-chain reads per asset are capped: past this many deposit addresses the custody figure is a floor. */
const MAX_ADDRESSES = 500;
const PARALLEL_READS = 16;

export interface SolvencyDeps {
  db: Db;
  stats: AdminStatsRepository;
  chains: ChainRegistry;
  hotWalletAddress: string;
  payoutProviders: PayoutProvider[];
}

async function sumBalances(addresses: string[], read: (address: string) => Promise<bigint>): Promise<bigint> {
  let total = 0n;
  for (let i = 0; i < addresses.length; i += PARALLEL_READS) {
    const chunk = await Promise.all(addresses.slice(i, i + PARALLEL_READS).map(read));
    total += chunk.reduce((a, b) => a + b, 0n);
  }
  return total;
}

/**
 * Solvency per asset: what users are owed (their balances) against what the platform can be
 * seen to hold outside its own books — custody and hot-wallet balances on EVM chains, read
 * through the chain registry, and the NGN float at the payout providers — with coverage. The
 * platform's own ledger accounts (treasury, fees, clearing) are shown beside it.
 */
export function createSolvency(deps: SolvencyDeps) {
  async function evmSources(asset: AssetSymbol): Promise<Source[]> {
    const info = ASSETS.find((a) => a.symbol === asset)!;
    const runtime = deps.chains.forAsset(asset);
    const chainName = info.chain ? CHAIN_NAMES[info.chain] : '';
    if (!runtime || runtime.kind !== 'evm') {
      const status = runtime ? 'unavailable' : 'not_connected';
      return [
        { kind: 'custody', label: `Deposit addresses on ${chainName}`, amount: null, units: null, status },
        { kind: 'hot_wallet', label: `Hot wallet on ${chainName}`, amount: null, units: null, status },
      ];
    }
    const token = runtime.tokens.find((t) => t.asset === asset)?.address ?? null;
    const read = (address: string) => runtime.adapter.balance(address, token);
    const addresses = (await deps.stats.depositAddresses(deps.db, asset, MAX_ADDRESSES)).map((r) => r.address);
    const attempt = async (
      kind: 'custody' | 'hot_wallet',
      label: string,
      work: () => Promise<bigint>,
    ): Promise<Source> => {
      try {
        const units = await work();
        return { kind, label, units, amount: formatAmount(units, info.decimals), status: 'ok' };
      } catch {
        return { kind, label, units: null, amount: null, status: 'unavailable' };
      }
    };
    return Promise.all([
      attempt('custody', `Deposit addresses on ${runtime.name} (${addresses.length})`, () =>
        sumBalances(addresses, read),
      ),
      attempt('hot_wallet', `Hot wallet on ${runtime.name}`, () => read(deps.hotWalletAddress)),
    ]);
  }

  async function ngnSources(): Promise<Source[]> {
    return Promise.all(
      deps.payoutProviders.map(async (provider): Promise<Source> => {
        const label = `${provider.name === 'paystack' ? 'Paystack' : 'Flutterwave'} float${provider.mode === 'sandbox' ? ' (sandbox)' : ''}`;
        try {
          const units = await provider.balance();
          return { kind: 'provider_float', label, units, amount: formatAmount(units, 2, 2), status: 'ok' };
        } catch {
          return { kind: 'provider_float', label, units: null, amount: null, status: 'unavailable' };
        }
      }),
    );
  }

  return {
    async rows(rates: Rates): Promise<SolvencyRow[]> {
      const [owedRows, platform] = await Promise.all([
        deps.stats.userBalances(deps.db),
        deps.stats.platformBalances(deps.db),
      ]);
      return Promise.all(
        ASSETS.map(async (info): Promise<SolvencyRow> => {
          const asset = info.symbol as AssetSymbol;
          const owed = BigInt(owedRows.find((r) => r.asset === asset)?.total ?? '0');
          const ledger = (kind: string) =>
            formatAmount(
              BigInt(platform.find((r) => r.kind === kind && r.asset === asset)?.total ?? '0'),
              info.decimals,
            );
          let sources: Source[];
          if (asset === 'NGN') sources = await ngnSources();
          else if (info.chain === 'starknet') {
            const connected = deps.chains.forAsset(asset) !== undefined;
            sources = [
              {
                kind: 'custody',
                label: connected ? 'Starknet balances are not read on chain' : 'Starknet not connected',
                amount: null,
                units: null,
                status: connected ? 'unavailable' : 'not_connected',
              },
            ];
          } else sources = await evmSources(asset);
          const readable = sources.filter((s) => s.units !== null);
          const held = readable.length ? readable.reduce((sum, s) => sum + s.units!, 0n) : null;
          const coverage = held !== null && owed > 0n ? formatAmount((held * 10_000n) / owed, 2, 2) : null;
          return {
            asset,
            owed: formatAmount(owed, info.decimals),
            owed_usd: fiat(valuation(asset, owed, rates).cents),
            held: held === null ? null : formatAmount(held, info.decimals),
            held_usd: held === null ? null : fiat(valuation(asset, held, rates).cents),
            coverage,
            status: held === null ? 'unknown' : held >= owed ? 'covered' : 'short',
            sources: sources.map(({ units: _units, ...s }) => s),
            ledger: { treasury: ledger('treasury'), fees: ledger('fees'), clearing: ledger('clearing') },
          };
        }),
      );
    },
  };
}
export type Solvency = ReturnType<typeof createSolvency>;
