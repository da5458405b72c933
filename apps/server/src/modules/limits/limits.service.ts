import {
  formatAmount,
  formatNgn,
  tierHowTo,
  tierNames,
  type SetTierRequest,
  type Tier,
  type UserLimits,
} from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import { NAME_MATCH_THRESHOLD } from '../../providers/kyc/sandbox-kyc-check-provider.js';
import { assetInfo } from '../assets/catalogue.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { AdminContext } from '../kyc/kyc.service.js';
import type { Posting, PostingContext, PostingHook } from '../ledger/ledger.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { ngnRate, toKobo, type Rates } from '../prices/rates.js';
import { limitsErrors } from './limits.errors.js';
import type { LimitsRepository, TierFacts } from './limits.repository.js';
import { lagosDay, nextLagosMidnight, type TierTable } from './tiers.js';

/**
 * Postings that send a user's money to someone else: by tag, to a wallet, to a bank, bills,
 * splits and paid requests. Swaps (the money stays the user's) and refunds are not outflows.
 */
export const OUTFLOW_KINDS: ReadonlySet<string> = new Set([
  'transfer',
  'withdrawal',
  'payout',
  'bill_payment',
  'split',
  'payment_request',
]);

export interface LimitsDeps {
  db: Db;
  repository: LimitsRepository;
  tiers: TierTable;
  /** The platform fee account of an asset: fees are charged on top and not counted against the limit. */
  feeAccount: (asset: string) => string;
  /** The current rates, read inside the posting's transaction. */
  ratesWithin: (tx: Executor) => Promise<Rates>;
  audit: AuditRepository;
  notifications: Pick<NotificationsService, 'notify'>;
  now?: () => Date;
}

/** The tier a user is at: the one an admin set, else what their verification earns. */
export function tierOf(facts: TierFacts): { tier: Tier; source: 'admin' | 'kyc' } {
  if (facts.adminTier !== null) return { tier: facts.adminTier as Tier, source: 'admin' };
  if (facts.kycStatus !== 'verified') return { tier: 0, source: 'kyc' };
  const bvn = facts.verifiedCheck?.checks?.find((c) => c.type === 'bvn');
  const bvnPassed = bvn?.status === 'found' && (bvn.name_match_score ?? 0) >= NAME_MATCH_THRESHOLD;
  return { tier: bvnPassed ? 2 : 1, source: 'kyc' };
}

const naira = (kobo: bigint) => formatAmount(kobo, 2, 2);

/** Kobo value of base units of an asset at the rates (NGN needs none). */
function koboOf(asset: string, amount: bigint, rates: Rates | null): bigint {
  if (asset === 'NGN') return amount;
  return toKobo(amount, assetInfo(asset).decimals, ngnRate(rates!, asset));
}

/**
 * Limits by verification tier (issue 15). The daily outflow limit is a ledger posting hook: it
 * runs inside every posting's transaction, locks the user's row for the day (so two sends of
 * the same user, in any assets, are checked one after the other), values what the user sends
 * (their debit less the fee charged on top) in naira at the rates of the moment and refuses what would
 * pass the limit. Inflows are never refused; crossing the balance cap sends a notification.
 */
export function createLimitsService(deps: LimitsDeps) {
  const { db, repository, tiers, audit, notifications } = deps;
  const now = deps.now ?? (() => new Date());
  /** The tiers of the users a posting touches, read with its locks (`read`). */
  const tiersOf = new WeakMap<Posting, Map<string, Tier>>();
  /** The rates an outflow is valued at, read once its wallets are locked (`beforeApply`). */
  const ratesFor = new WeakMap<Posting, Rates>();

  async function currentTier(executor: Executor, userId: string) {
    const facts = await repository.tierFacts(executor, userId);
    if (!facts) throw limitsErrors.userNotFound();
    return tierOf(facts);
  }

  /** What each user sends in a posting (their debits less the fee charged on top), by asset. */
  function debitsOf({ wallets, deltas }: PostingContext): Map<string, { asset: string; amount: bigint }[]> {
    const debits = new Map<string, { asset: string; amount: bigint }[]>();
    for (const [id, wallet] of wallets) {
      const delta = deltas.get(id) ?? 0n;
      if (delta >= 0n) continue;
      debits.set(wallet.userId, [...(debits.get(wallet.userId) ?? []), { asset: wallet.asset, amount: -delta }]);
    }
    if (debits.size === 1) {
      // One payer: what the fee accounts receive is their fee, charged on top of what they send.
      for (const debit of [...debits.values()][0]!) {
        const fee = deltas.get(deps.feeAccount(debit.asset)) ?? 0n;
        if (fee > 0n) debit.amount = debit.amount > fee ? debit.amount - fee : 0n;
      }
    }
    return debits;
  }

  const hook: PostingHook = {
    name: 'tier-limits',
    // A tier is read with the locks, in their statement's snapshot: an admin's change racing a
    // send is as good as before or after it.
    read(batch) {
      const counted = batch.filter(({ posting }) => posting.kind !== 'swap'); // the money stays the user's: no limit, no cap
      const accounts = [...new Set(counted.flatMap(({ deltas }) => [...deltas.keys()]))];
      if (!accounts.length) return undefined;
      return repository.tierFactsOfAccounts(accounts, (facts) => {
        const tiersNow = new Map([...facts].map(([userId, f]) => [userId, tierOf(f).tier]));
        for (const { posting } of counted) tiersOf.set(posting, tiersNow);
      });
    },

    /**
     * Refuses an outflow by an unverified user and reads the rates it is valued at; tells a user
     * whose credit takes them past their cap (the posting is not written yet: a refusal rolls the
     * notification back with it).
     */
    async beforeApply(tx, context) {
      const { posting, wallets, deltas } = context;
      const tiersNow = tiersOf.get(posting);
      if (OUTFLOW_KINDS.has(posting.kind)) {
        const debits = debitsOf(context);
        for (const userId of debits.keys()) if ((tiersNow?.get(userId) ?? 0) === 0) throw limitsErrors.unverified();
        if ([...debits.values()].some((list) => list.some((d) => d.asset !== 'NGN'))) {
          ratesFor.set(posting, await deps.ratesWithin(tx));
        }
      }
      if (posting.kind === 'swap') return;
      const credited = new Set<string>();
      for (const [id, wallet] of wallets) if ((deltas.get(id) ?? 0n) > 0n) credited.add(wallet.userId);
      for (const userId of credited) {
        const tier = tiersNow?.get(userId) ?? (await currentTier(tx, userId)).tier;
        await tellIfCapCrossed(tx, userId, tier, context);
      }
    },

    /**
     * Adds what each payer sends to their day and refuses the posting if that passes their limit,
     * in the posting's write statement. The upsert locks the user's row for the day, so two sends
     * of the same user, in whatever assets, are checked one after the other.
     */
    write(batch) {
      const day = lagosDay(now());
      const sums = new Map<string, { kobo: bigint; limitKobo: bigint }>();
      for (const context of batch) {
        if (!OUTFLOW_KINDS.has(context.posting.kind)) continue;
        const rates = ratesFor.get(context.posting) ?? null;
        const tiersNow = tiersOf.get(context.posting)!;
        for (const [userId, debits] of debitsOf(context)) {
          const kobo = debits.reduce((sum, d) => sum + koboOf(d.asset, d.amount, rates), 0n);
          const limitKobo = tiers[tiersNow.get(userId)!].dailyKobo;
          sums.set(userId, { kobo: (sums.get(userId)?.kobo ?? 0n) + kobo, limitKobo });
        }
      }
      if (!sums.size) return [];
      // Ascending user id, like the wallet locks: two postings never wait on each other in a circle.
      const rows = [...sums.keys()].sort().map((userId) => ({ userId, ...sums.get(userId)! }));
      return repository.addToDayOrRefuse(day, rows);
    },

    refusals: {
      DAILY_LIMIT_REACHED: (left) => limitsErrors.dailyLimit(BigInt(left)),
    },
  };

  /**
   * Money is never refused once it has arrived; a user whose credit in `posting` takes them past
   * their cap is asked to upgrade. Runs before the posting is written: the user's balances after it
   * are their stored ones with the posting's wallets as it will leave them.
   */
  async function tellIfCapCrossed(tx: Executor, userId: string, tier: Tier, { wallets, deltas }: PostingContext) {
    const cap = tiers[tier].capKobo;
    if (cap === null) return;
    const mine = [...wallets].filter(([, w]) => w.userId === userId);
    const credited = mine.flatMap(([id, w]) => {
      const delta = deltas.get(id) ?? 0n;
      return delta > 0n ? [{ asset: w.asset, amount: delta }] : [];
    });
    const byAsset = new Map((await repository.balances(tx, userId)).map((b) => [b.asset, b.balance]));
    for (const [id, w] of mine) byAsset.set(w.asset, w.balance + (deltas.get(id) ?? 0n));
    const balances = [...byAsset].map(([asset, balance]) => ({ asset, balance }));
    const needsRates = [...balances, ...credited.map((c) => ({ asset: c.asset, balance: c.amount }))].some(
      (b) => b.asset !== 'NGN' && b.balance > 0n,
    );
    const rates = needsRates ? await deps.ratesWithin(tx) : null;
    const after = balances.reduce((sum, b) => sum + (b.balance > 0n ? koboOf(b.asset, b.balance, rates) : 0n), 0n);
    const added = credited.reduce((sum, c) => sum + koboOf(c.asset, c.amount, rates), 0n);
    if (after <= cap || after - added > cap) return;
    const next = tier < 3 ? ((tier + 1) as Tier) : null;
    await notifications.notify(tx, userId, {
      title: 'Balance limit passed',
      body:
        `Your balance is now above the ${formatNgn(naira(cap))} cap of your tier (${tierNames[tier]}). ` +
        `The money is yours and has been credited. ` +
        (next ? `To raise the cap: ${tierHowTo[next]}` : 'Contact support to raise it.'),
    });
  }

  async function view(executor: Executor, userId: string): Promise<UserLimits> {
    const { tier, source } = await currentTier(executor, userId);
    const day = lagosDay(now());
    const used = await repository.usedOn(executor, userId, day);
    const limits = tiers[tier];
    const left = limits.dailyKobo > used ? limits.dailyKobo - used : 0n;
    const next = tier < 3 ? ((tier + 1) as Tier) : null;
    return {
      tier,
      tier_name: tierNames[tier],
      tier_source: source,
      daily_limit: naira(limits.dailyKobo),
      balance_cap: limits.capKobo === null ? null : naira(limits.capKobo),
      used_today: naira(used),
      left_today: naira(left),
      day,
      resets_at: nextLagosMidnight(day).toISOString(),
      next_tier: next
        ? { tier: next, name: tierNames[next], daily_limit: naira(tiers[next].dailyKobo), how: tierHowTo[next] }
        : null,
    };
  }

  return {
    hook,
    /** Each user's tier, for lists (Admin → Users). */
    async tiersOf(userIds: string[]): Promise<Map<string, Tier>> {
      const facts = await repository.tierFactsMany(db, userIds);
      return new Map([...facts].map(([id, f]) => [id, tierOf(f).tier]));
    },
    /** `GET /api/users/limits` and the admin's view of a user. */
    limits: (userId: string) => view(db, userId),

    /** An admin sets a user's tier; audited with the reason, and the user is told. */
    async setTier(userId: string, request: SetTierRequest, ctx: AdminContext): Promise<UserLimits> {
      // Another admin decides an admin's limits, as with freezes and payouts.
      if (userId === ctx.actorId) throw limitsErrors.ownAccount();
      await db.transaction(async (tx) => {
        if (!(await repository.lockUser(tx, userId))) throw limitsErrors.userNotFound();
        const before = await currentTier(tx, userId);
        await repository.setTier(tx, { userId, tier: request.tier, reason: request.reason, setBy: ctx.actorId });
        await audit.record(tx, {
          actorId: ctx.actorId,
          action: 'user.tier',
          targetType: 'user',
          targetId: userId,
          before: { tier: before.tier, tier_source: before.source },
          after: { tier: request.tier, reason: request.reason },
          requestId: ctx.requestId,
          ip: ctx.ip,
        });
        await notifications.notify(tx, userId, {
          title: 'Limits changed',
          body: `Your account is now tier ${request.tier} (${tierNames[request.tier]}): you can send up to ${formatNgn(
            naira(tiers[request.tier].dailyKobo),
          )} a day.`,
        });
      });
      return view(db, userId);
    },
  };
}
export type LimitsService = ReturnType<typeof createLimitsService>;
